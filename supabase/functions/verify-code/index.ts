// Edge Function verify-code: returns the verification id or an error.
import { serveFunction } from "../_shared/host.ts";
import { verifyCodeSchema } from "../_shared/lib/validation/verification.ts";
import { verifyCode } from "../_shared/lib/backend/core/verification.ts";

serveFunction(
  verifyCodeSchema,
  async (input, deps) => {
    const result = await verifyCode(deps, input);
    return { ...result, verification_id: result.verificationId };
  },
  (_input, ctx) => [["verifyCodePerIp", ctx.ip]],
);
