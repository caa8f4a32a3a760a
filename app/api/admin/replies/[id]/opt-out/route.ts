import { NextResponse } from "next/server";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, handle, requestContext } from "@/lib/http";
import { isFormPost } from "@/lib/auth/admin-form";
import { adminActor, requireAdmin } from "@/lib/auth/admin-session";
import { seeOther } from "@/lib/admin/program-route";
import { getBackend } from "@/lib/backend";
import { serverNow } from "@/lib/config/test-clock";

export const dynamic = "force-dynamic";

/** Where a plain form post returns: an admin page it names, else the inbox. */
function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  try {
    const path = referer ? new URL(referer).pathname : "";
    return /^\/admin(\/[a-z0-9/-]*)?$/.test(path) ? path : "/admin/replies";
  } catch {
    return "/admin/replies";
  }
}

/**
 * POST: staff read a kept reply (to a program's number or ours) as a request
 * to stop. The opt-out goes in the consent ledger under the signed-in actor's
 * name and the reply shows who marked it and when; audited. 409 when it was
 * already marked. A plain form post (no JavaScript) answers 303 back to the
 * page it came from.
 */
export const POST = handle(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = adminActor(await requireAdmin(request));
  checkOrigin(request);
  const form = isFormPost(request);
  const { replies } = getBackend();
  const id = (await params).id;
  try {
    const reply = await replies.find(id);
    if (!reply) throw new AppError("API_NOT_FOUND", "Reply not found", { status: 404, severity: "LOW" });
    const ctx = requestContext(request);
    const marked = await replies.markOptOut(id, {
      actor,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      hubId: ctx.hub,
      pageUrl: backTo(request),
      now: serverNow(),
    });
    return form ? seeOther(backTo(request)) : NextResponse.json({ reply: marked }, { status: 201 });
  } catch (error) {
    if (form && isAppError(error) && error.status < 500) return seeOther(`${backTo(request)}?error=reply`);
    throw error;
  }
});
