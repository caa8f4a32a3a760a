import { getBackend } from "@/lib/backend";
import { startVerificationSchema } from "@/lib/backend/schemas";
import { checkOrigin, enforceLimit, handle, readJson, requestContext } from "@/lib/http";

const WINDOW_MS = 15 * 60 * 1000;

/** Start a verification: a code to an email or phone (issue 3; SPEC §5 "Verification"). */
export const POST = handle(async (request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  enforceLimit(`verify-start:ip:${ctx.ip}`, { max: 20, windowMs: WINDOW_MS });
  const input = await readJson(request, startVerificationSchema);
  enforceLimit(`verify-start:to:${input.method === "sms" ? input.phone : input.email?.toLowerCase()}`, { max: 5, windowMs: WINDOW_MS });
  const { verificationId } = await getBackend().startVerification(input, ctx);
  return Response.json({ verification_id: verificationId }, { status: 201, headers: { "cache-control": "no-store" } });
});
