import { getBackend } from "@/lib/backend";
import { startVerificationSchema } from "@/lib/validation/verification";
import { checkOrigin, enforceLimit, handle, readJson, requestContext } from "@/lib/http";

/** Start a verification: a 6-digit code to an email or phone (the per-address cap is in the core). */
export const POST = handle(async (request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  await enforceLimit("verifyStartPerIp", ctx.ip);
  const input = await readJson(request, startVerificationSchema);
  const { verificationId } = await getBackend().startVerification(input, ctx);
  return Response.json({ verification_id: verificationId }, { status: 201 });
});
