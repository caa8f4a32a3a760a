// Edge Function start-verification: a 6-digit code to an email or phone.
import { serveFunction } from "../_shared/host.ts";
import { startVerificationSchema } from "../_shared/lib/validation/verification.ts";
import { startVerification } from "../_shared/lib/backend/core/verification.ts";

serveFunction(
  startVerificationSchema,
  async (input, deps, ctx) => {
    const { verificationId } = await startVerification(deps, input, ctx);
    return { verificationId, verification_id: verificationId };
  },
  // The per-address cap is in the core: past it, the newest live verification answers.
  (_input, ctx) => [["verifyStartPerIp", ctx.ip]],
);
