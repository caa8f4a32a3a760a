import type { Campaign } from "@/lib/attribution/types";
import { appUrl, HUBS, type HubId } from "@/lib/hubs/registry";

/** The failure alert, word for word. */
export const CHECKOUT_ERROR = "Failed to start checkout. Please try again.";

/** /signup is the route handler that redirects to the hub's hosted checkout. */
export const CHECKOUT_PATH = "/signup";

export interface CheckoutEnv {
  navigate: (href: string) => void;
  online: boolean;
}

/**
 * Start a checkout by navigating the browser (no request by the
 * app). Offline, the navigation would only reach the browser's error page,
 * so it is refused up front; a navigation that throws also counts as failed.
 * Returns the error text, or null when the navigation started.
 */
export function startCheckout(href: string, env: CheckoutEnv): string | null {
  if (!env.online) return CHECKOUT_ERROR;
  try {
    env.navigate(href);
    return null;
  } catch {
    return CHECKOUT_ERROR;
  }
}

/**
 * The hosted checkout address with the chosen plan as `?plan=<id>` (a plan
 * the hub does not offer is left off rather than passed on) and the visit's
 * utm values, which the hosted checkout records with the sign-up.
 */
export function checkoutAddress(
  checkoutUrl: string,
  plan: string | null,
  planIds: readonly string[],
  campaign: Campaign = {},
): string {
  const url = new URL(checkoutUrl);
  if (plan && planIds.includes(plan)) url.searchParams.set("plan", plan);
  for (const [key, value] of Object.entries(campaign)) url.searchParams.set(key, value);
  return url.search === new URL(checkoutUrl).search ? checkoutUrl : url.toString();
}

/**
 * The 'Complete Account Setup' target: the brand's app host with
 * payment_success=true and the Checkout Session id, URL-encoded.
 */
export function completeSetupUrl(hub: HubId, sessionId: string): string {
  return `${appUrl(HUBS[hub])}/?payment_success=true&session_id=${encodeURIComponent(sessionId)}`;
}
