import { DEFAULT_HUB, HUBS, HUB_IDS, type HubId } from "./registry";
import { PREFERRED_HUB_KEY } from "./preferred";

/** The parts of a Next rewrite rule these rules use (next.config.ts `rewrites()`). */
export interface HostRewrite {
  source: string;
  destination: string;
  has?: { type: "host"; value: string }[];
  missing: ({ type: "cookie"; key: string } | { type: "host"; value: string })[];
}

const escape = (s: string) => s.replace(/[.]/g, "\\.");

/**
 * Hostnames (any port) that name a hub: its domain, `www.` + domain,
 * `<hub>.localhost`. Next anchors the pattern as `^…$`, so the alternatives
 * sit in one group.
 */
export function hubHostPattern(hub: HubId): string {
  return `(?:(?:www\\.)?${escape(HUBS[hub].domain)}|${hub}\\.localhost)`;
}

/** Every hub's hostnames: what the default hub's rules must not match. */
const ANY_HUB_HOST = `(?:${HUB_IDS.map(hubHostPattern).join("|")})`;

/** The proxy handles requests carrying this cookie (the development/staging override). */
const NO_PREFERENCE = { type: "cookie", key: PREFERRED_HUB_KEY } as const;

/**
 * Any other path but route handlers, Next's assets and admin pages. Dynamic
 * routes (`/api/admin/leads/[id]`, the per-request admin pages) are matched
 * after these rewrites, and these rules also see the proxy's output: admin
 * pages are rewritten by the proxy (it adds their CSP nonce) to
 * `/<hub>/admin…`, which must not be rewritten again.
 */
const ADMIN_PATH = `(?:(?:${HUB_IDS.join("|")})/)?admin(?:$|/)`;
export const PAGE_PATH = `/:path((?!api/|_next/|${ADMIN_PATH}).+)`;

function rulesFor(hub: HubId, when: Pick<HostRewrite, "has" | "missing">): HostRewrite[] {
  return [
    { source: "/", destination: `/${hub}`, ...when },
    { source: "/sitemap.xml", destination: `/${hub}/sitemap-xml`, ...when },
    { source: PAGE_PATH, destination: `/${hub}/:path`, ...when },
  ];
}

/**
 * Host-to-hub rewrites, `/path` → `/<hub>/path`, applied after files and
 * route handlers (so /api, /_next, /robots.txt and public files pass
 * untouched). A hub host gets its hub; any other host the default hub.
 * Requests with a preferredHub cookie are left to proxy.ts, which honors it
 * outside production. Next tries the rules in order and stops at the first
 * whose result is a route; no rule matches another's output, because the
 * groups need disjoint hosts and each group's catch-all comes last.
 */
export function hubRewrites(): HostRewrite[] {
  return [
    ...HUB_IDS.flatMap((hub) =>
      rulesFor(hub, { has: [{ type: "host", value: hubHostPattern(hub) }], missing: [NO_PREFERENCE] }),
    ),
    ...rulesFor(DEFAULT_HUB, { missing: [NO_PREFERENCE, { type: "host", value: ANY_HUB_HOST }] }),
  ];
}
