import { getBackend } from "@/lib/backend";
import { resendVerificationSchema } from "@/lib/validation/verification";
import { checkOrigin, enforceLimit, handle, readJson, requestContext } from "@/lib/http";

/** Resend a verification code: by email, or by id and method. The answer never says whether the address is known. */
export const POST = handle(async (request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  await enforceLimit("resendPerIp", ctx.ip);
  const input = await readJson(request, resendVerificationSchema);
  await getBackend().resendVerification(input, ctx);
  const message = "email" in input ? "Verification email sent successfully!" : "Verification code sent.";
  return Response.json({ sent: true, message });
});
