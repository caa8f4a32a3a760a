import { NextResponse } from "next/server";
import { isAppError } from "@/lib/errors/app-error";
import { checkOrigin, enforceLimit, handle, requestContext } from "@/lib/http";
import { handOffOutbox } from "@/lib/messaging/runtime";
import { isFormPost, readFormOrJson, seeOther, staffGatePath, validate } from "@/lib/auth/admin-form";
import { getBackend } from "@/lib/backend";
import { normalizeEmail } from "@/lib/backend/stores/staff-sign-in";
import { staffCodeRequestSchema } from "@/lib/validation/staff";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 2048;

/** Ask for a code; listed or not, the answer is the same, so it never tells who is staff. */
async function requestCode(request: Request, isForm: boolean): Promise<string> {
  checkOrigin(request);
  const ctx = requestContext(request);
  const { email } = validate(staffCodeRequestSchema, await readFormOrJson(request, isForm, MAX_BODY_BYTES));
  const address = normalizeEmail(email);
  await enforceLimit("staffCodePerIp", ctx.ip);
  await getBackend().staffSignIn.start(address, ctx);
  // Listed or not: the worker runs after the answer either way.
  handOffOutbox();
  return address;
}

/**
 * POST {email}: 202 {sent: true}. 5 requests per 15 minutes per IP; per
 * address, at most 3 unused codes out, past which nothing more is emailed
 * but the answer is the same (the codes already out all work).
 */
export const POST = handle(async (request: Request) => {
  if (!isFormPost(request)) {
    await requestCode(request, false);
    return NextResponse.json({ sent: true }, { status: 202 });
  }
  try {
    return seeOther(staffGatePath("sent", await requestCode(request, true)));
  } catch (error) {
    // A cross-site post and our own failures answer as they would to fetch; the visitor's mistakes go back to the form.
    if (!isAppError(error) || error.code === "API_FORBIDDEN" || error.status >= 500) throw error;
    return seeOther(staffGatePath(error.status === 429 ? "rate" : "bad-email"));
  }
});
