import { NextResponse } from "next/server";
import { checkOrigin, handle, isSecureRequest } from "@/lib/http";
import { isFormPost, seeOther } from "@/lib/auth/admin-form";
import { adminActor, clearAdminSession, requireAdmin, revokeSessionsOf } from "@/lib/auth/admin-session";
import { getBackend } from "@/lib/backend";

export const dynamic = "force-dynamic";

/**
 * POST: sign out everywhere. Every session opened under the signed-in name
 * (this browser's and any other) ends on every server at once, and the audit
 * log says how many. A plain form post lands back on the sign-in page.
 */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  const session = await requireAdmin(request);
  const actor = adminActor(session);
  const ended = session.via === "cookie" ? await revokeSessionsOf(actor) : 0;
  await getBackend().audit.append({ actor, action: "staff.sign_out_everywhere", after: { sessions: ended } });
  const response = isFormPost(request) ? seeOther("/admin") : NextResponse.json({ authenticated: false, ended });
  clearAdminSession(response, { secure: isSecureRequest(request) });
  return response;
});
