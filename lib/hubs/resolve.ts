import { DEFAULT_HUB, HUBS, HUB_IDS, isHubId, type HubId } from "./registry";
import type { Environment } from "./stage";
import { hostnameOf } from "./host";

const DOMAIN_TO_HUB: ReadonlyMap<string, HubId> = new Map(
  HUB_IDS.flatMap((id) => [[HUBS[id].domain, id] as const, [`www.${HUBS[id].domain}`, id] as const]),
);

export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/**
 * Resolve the hub for a request:
 * a configured domain (with or without www., any port) → that hub;
 * `<hub>.localhost` → that hub; otherwise the default hub, which a valid
 * `preferredHub` cookie may override in development and staging only.
 */
export function resolveHub(
  host: string | null | undefined,
  cookies: CookieReader | null | undefined,
  environment: Environment,
): HubId {
  const name = hostnameOf(host);
  if (name) {
    const byDomain = DOMAIN_TO_HUB.get(name);
    if (byDomain) return byDomain;
    if (name.endsWith(".localhost")) {
      const sub = name.slice(0, -".localhost".length);
      if (isHubId(sub)) return sub;
    }
  }
  if (environment !== "production") {
    const preferred = cookies?.get("preferredHub")?.value;
    if (isHubId(preferred)) return preferred;
  }
  return DEFAULT_HUB;
}
