import { getHub, siteUrl, type Hub, type HubId } from "@/lib/hubs";

/** Pages that say the same on every hub: one hub's copy is canonical, the others point at it. */
export const SHARED_PATHS: Partial<Record<string, HubId>> = {
  "/terms": "marque",
  "/privacy": "marque",
  // Every hub serves the check under its own brand; Marque's page is the one search engines index.
  "/opt-in-check": "marque",
};

/** A client program's pages (and /donsbt) are the client's, not a brand's: every hub serves them, Marque's copy is canonical. */
const CLIENT_PAGE = /^\/(?:clients\/[^/]+(?:\/(?:terms|privacy))?|donsbt)$/;

/** The hub whose copy of this path search engines should index. */
export function canonicalHubId(hubId: HubId, path: string): HubId {
  return SHARED_PATHS[path] ?? (CLIENT_PAGE.test(path) ? "marque" : hubId);
}

/** False where another hub's copy is canonical: then the page stays out of this hub's sitemap. */
export function isOwnCanonical(hubId: HubId, path: string): boolean {
  return canonicalHubId(hubId, path) === hubId;
}

/** The absolute canonical address of a path served on this hub. */
export function canonicalUrl(hub: Hub, path: string): string {
  const origin = siteUrl(getHub(canonicalHubId(hub.id, path)));
  return path === "/" ? origin : `${origin}${path}`;
}
