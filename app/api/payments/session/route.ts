import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { serverEnv } from "@/lib/config/server-env";
import { clientIp, enforceLimit, handle } from "@/lib/http";
import { checkCheckoutSession } from "@/lib/funnel/stripe";

export const dynamic = "force-dynamic";

const sessionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/);

/**
 * GET /api/payments/session?session_id=… — the payment-success page's check.
 * With STRIPE_SECRET_KEY: 200 {paid:true} only for a complete, paid Checkout
 * Session (402 unpaid, 404 unknown). Without it nothing can be checked and
 * the spec's timed confirmation stands: 200 {paid:true, checked:false}.
 */
export const GET = handle(async (request: Request) => {
  await enforceLimit("paymentsPerIp", clientIp(request));
  const parsed = sessionIdSchema.safeParse(new URL(request.url).searchParams.get("session_id") ?? "");
  if (!parsed.success) {
    throw new AppError("VALIDATION_INVALID_FORMAT", "A valid session_id is required.", {
      fields: { session_id: "Invalid session id" },
    });
  }
  const key = serverEnv().STRIPE_SECRET_KEY;
  const result = key ? await checkCheckoutSession(parsed.data, key) : { paid: true, checked: false };
  if (!result.paid) {
    throw new AppError("VALIDATION_INVALID_VALUE", "This payment has not been completed.", {
      status: 402,
      severity: "LOW",
    });
  }
  return Response.json(result);
});
