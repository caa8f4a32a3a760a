import { DEFAULT_HUB, HUBS, HUB_IDS, isHubId, type HubId } from "./registry";
import type { Environment } from "../config/stage";

/** Longest Host header we bother to parse; anything longer is garbage. */
const MAX_HOST_LENGTH = 255;

/**
 * A Host header split into its lower-cased hostname and port ("" when none),
 * or null when the header is malformed. The one host parser: hub resolution,
 * environment detection and link origins all read hosts through it.
 */
export function parseHost(host: string | null | undefined): { hostname: string; port: string } | null {
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const h = host.trim().toLowerCase();
  // IPv6 literal: [::1]:3000
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    if (end <= 0) return null;
    const port = h.slice(end + 2);
    return /^\d{0,5}$/.test(port) ? { hostname: h.slice(0, end + 1), port } : null;
  }
  const [name, port = "", ...rest] = h.split(":");
  if (rest.length > 0 || !/^\d{0,5}$/.test(port)) return null;
  if (!/^[a-z0-9.-]+$/.test(name) || name.startsWith(".") || name.includes("..")) return null;
  return { hostname: name, port };
}

/** Lower-cased hostname without port, or null when the header is malformed. */
export function hostnameOf(host: string | null | undefined): string | null {
  return parseHost(host)?.hostname ?? null;
}

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
