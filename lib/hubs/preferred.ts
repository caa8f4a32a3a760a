import { isHubId, type HubId } from "./registry";
import { detectEnvironment } from "./stage";
import { isLocalHostname } from "./host";

/** The stored preference, in local storage and (for the server) a cookie of the same name. */
export const PREFERRED_HUB_KEY = "preferredHub";
/** Session flag: the start-up sync has reloaded once for this value (never loop). */
export const PREFERRED_HUB_SYNC_KEY = "preferredHubSynced";

/** A stored preferredHub is accepted only if it names one of the four hubs. */
export function readPreferredHub(storage: Pick<Storage, "getItem"> | null | undefined): HubId | null {
  try {
    const value = storage?.getItem(PREFERRED_HUB_KEY);
    return isHubId(value) ? value : null;
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): no preference then.
    return null;
  }
}

/** The preferredHub cookie's value if it names a hub. */
export function preferredHubFromCookie(cookie: string): HubId | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === PREFERRED_HUB_KEY) {
      const value = rest.join("=");
      return isHubId(value) ? value : null;
    }
  }
  return null;
}

export function preferredHubCookie(hub: HubId): string {
  return `${PREFERRED_HUB_KEY}=${hub}; path=/; max-age=31536000; samesite=lax`;
}

export interface LocationLike {
  hostname: string;
  host: string;
  port: string;
  pathname: string;
  search?: string;
  protocol: string;
}

/** Shown only on localhost while the flag is on (development and staging). */
export function switcherEnabled(location: Pick<LocationLike, "hostname" | "host">): boolean {
  return isLocalHostname(location.hostname) && detectEnvironment(location.host) !== "production";
}

/**
 * Where to go to see `next` as the current hub: on `<hub>.localhost` the
 * host names the hub, so go to `<next>.localhost`; elsewhere (plain
 * localhost) return null — the cookie decides, so reload in place.
 */
export function switchTarget(location: LocationLike, next: HubId): string | null {
  if (!location.hostname.endsWith(".localhost")) return null;
  const port = location.port ? `:${location.port}` : "";
  return `${location.protocol}//${next}.localhost${port}${location.pathname}${location.search ?? ""}`;
}

/**
 * On plain localhost the
 * server renders the cookie's hub, so a stored hub that differs from the one
 * rendered needs the cookie set and one reload. Returns the hub to sync to,
 * or null. `alreadySynced` (a session flag) makes it reload at most once per
 * value, so a cookie the browser refuses cannot cause a reload loop.
 */
export function startupSync(
  location: Pick<LocationLike, "hostname" | "host">,
  stored: HubId | null,
  rendered: HubId,
  alreadySynced: string | null,
): HubId | null {
  if (!stored || stored === rendered) return null;
  if (!switcherEnabled(location) || location.hostname.endsWith(".localhost")) return null;
  if (alreadySynced === stored) return null;
  return stored;
}
