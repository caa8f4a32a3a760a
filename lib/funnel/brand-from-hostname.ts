import { appUrl, DEFAULT_HUB, HUB_IDS, HUBS, isHubId, type HubId } from "@/lib/hubs/registry";

/**
 * The brand is chosen from the current hostname
 * among the four brands, with a default. A brand's domain, `www.` and any
 * other subdomain of it, or `<hub>.localhost`, pick that brand; anything else
 * is the default hub (Marque).
 */
export function brandFromHostname(hostname: string | null | undefined): HubId {
  const name = (hostname ?? "").trim().toLowerCase().replace(/\.$/, "").replace(/:\d+$/, "");
  if (!name) return DEFAULT_HUB;
  for (const id of HUB_IDS) {
    const domain = HUBS[id].domain;
    if (name === domain || name.endsWith(`.${domain}`)) return id;
  }
  if (name.endsWith(".localhost")) {
    const sub = name.slice(0, -".localhost".length).split(".").pop();
    if (isHubId(sub)) return sub;
  }
  return DEFAULT_HUB;
}

/**
 * The 'Complete Account Setup' target: the brand's app host with
 * payment_success=true and the Checkout Session id, URL-encoded.
 */
export function completeSetupUrl(hub: HubId, sessionId: string): string {
  return `${appUrl(HUBS[hub])}/?payment_success=true&session_id=${encodeURIComponent(sessionId)}`;
}
