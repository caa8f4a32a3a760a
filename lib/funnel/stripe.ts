import "server-only";
import { AppError } from "@/lib/errors/app-error";

/** Stripe's REST API; called with fetch so no SDK is bundled. */
export const STRIPE_API = "https://api.stripe.com/v1";
const STRIPE_TIMEOUT_MS = 8_000;

/** Checkout Session ids look like `cs_test_…` / `cs_live_…`; anything else never reaches Stripe. */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export interface PaymentCheck {
  paid: boolean;
  /** False when no STRIPE_SECRET_KEY is set: the timed confirmation stands. */
  checked: boolean;
}

const notFound = () =>
  new AppError("API_NOT_FOUND", "We couldn't verify your payment. Please try again or contact support.", {
    status: 404,
    severity: "LOW",
  });

/**
 * A payment is confirmed by a server-side check. Asks Stripe for
 * the Checkout Session and reports whether it is complete and paid.
 */
export async function checkCheckoutSession(
  sessionId: string,
  secretKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PaymentCheck> {
  if (!CHECKOUT_SESSION_ID.test(sessionId)) throw notFound();
  let response: Response;
  try {
    response = await fetchImpl(`${STRIPE_API}/checkout/sessions/${encodeURIComponent(sessionId)}`, {
      headers: { authorization: `Bearer ${secretKey}` },
      cache: "no-store",
      signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === "TimeoutError";
    throw new AppError(
      timedOut ? "API_TIMEOUT" : "API_NETWORK_ERROR",
      "Payment provider unreachable. Please try again.",
      { cause, retryable: true },
    );
  }
  if (response.status === 404) throw notFound();
  if (!response.ok) {
    throw new AppError("API_SERVER_ERROR", "Payment provider error. Please try again.", {
      context: { stripeStatus: response.status },
      retryable: true,
    });
  }
  const session = (await response.json().catch(() => null)) as { status?: unknown; payment_status?: unknown } | null;
  const paid =
    session?.status === "complete" &&
    (session.payment_status === "paid" || session.payment_status === "no_payment_required");
  return { paid, checked: true };
}
