/**
 * Cache-Control by kind of answer, applied from next.config.ts (Next keeps a
 * Cache-Control set there instead of its own). Plain data so tests can assert it.
 *
 * - The prerendered marketing pages (and their RSC payloads, same paths): any
 *   shared cache (our nginx, a CDN) may keep them 5 minutes and then serve the
 *   stale copy while it refetches, or for a week while the origin fails.
 *   Browsers revalidate every time. A request with the hub-preference cookie is
 *   rendered for that hub, so its answer is private.
 * - Admin pages: private, never stored.
 * - Route handlers answer `private, no-store` themselves (lib/http/respond.ts).
 * - Pages rendered per request keep Next's own `private, no-cache, no-store`;
 *   client program pages keep Next's `s-maxage=<revalidate>` so a change shows
 *   through any cache within their revalidate time.
 */
// Relative imports: next.config.ts loads this file without the "@/" alias.
import { PREFERRED_HUB_KEY } from "../hubs/preferred";

export const PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=604800";
export const PRIVATE_NO_STORE = "private, no-store";

/** The prerendered pages a shared cache may keep, as the visitor asks for them (the sitemap's and /home). */
export const CACHEABLE_PAGE_PATHS: readonly string[] = [
  "/",
  "/home",
  "/pricing",
  "/about",
  "/faq",
  "/demo",
  "/contact",
  "/terms",
  "/privacy",
  "/opt-in-check",
];

interface HeaderRule {
  source: string;
  has?: { type: "cookie"; key: string }[];
  missing?: { type: "cookie"; key: string }[];
  headers: { key: string; value: string }[];
}

const cacheControl = (value: string) => [{ key: "Cache-Control", value }];
const preference = [{ type: "cookie" as const, key: PREFERRED_HUB_KEY }];

export function cacheHeaders(): HeaderRule[] {
  return [
    ...CACHEABLE_PAGE_PATHS.flatMap((source) => [
      { source, missing: preference, headers: cacheControl(PAGE_CACHE_CONTROL) },
      { source, has: preference, headers: cacheControl(PRIVATE_NO_STORE) },
    ]),
    { source: "/admin", headers: cacheControl(PRIVATE_NO_STORE) },
    { source: "/admin/:path*", headers: cacheControl(PRIVATE_NO_STORE) },
  ];
}
