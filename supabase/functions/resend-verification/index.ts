// Edge Function resend-verification: by email, or by id and method.
import { serveFunction } from "../_shared/host.ts";
import { resendVerificationSchema } from "../_shared/lib/validation/verification.ts";
import { resendVerification } from "../_shared/lib/backend/core/resend.ts";

serveFunction(
  resendVerificationSchema,
  (input, deps) => resendVerification(deps, input),
  (_input, ctx) => [["resendPerIp", ctx.ip]],
);
