/**
 * The visitor paths of the pages prerendered for every hub (without the
 * leading slash). Client program pages (/donsbt, /clients/…) are rendered
 * per request from the published program, so the proxy gives them a nonce
 * like any other such document. Their policy comes
 * with the page itself (written by scripts/post-build.mjs), so the site-wide header
 * rule must leave them out: two policies would both apply.
 */
export const PRERENDERED_PAGE_PATHS = [
  "",
  "home",
  "pricing",
  "about",
  "faq",
  "demo",
  "contact",
  "contact/sent",
  "terms",
  "privacy",
  "verify",
  "verify-otp",
  "check-email",
  "payment-success",
  "opt-in-check",
] as const;

/** Topic pages, prerendered on the hubs that have them (a 404 elsewhere brings its own policy too). */
export const TOPIC_PAGE_PATTERNS = ["industries(?:/[^/]+)?", "solutions(?:/[^/]+)?"] as const;

/** Those paths and patterns as one regular-expression alternation. */
export function prerenderedPageAlternation(): string {
  return `(?:${[...PRERENDERED_PAGE_PATHS, ...TOPIC_PAGE_PATTERNS].join("|")})`;
}

/**
 * A next.config `headers()` source for every path but those pages. Next
 * matches header sources case-insensitively, so `/PRICING` (a 404) is left
 * out too; proxy.ts, whose matcher is case-sensitive, gives it its policy.
 */
export function notPrerenderedPageSource(): string {
  return `/:path((?!${prerenderedPageAlternation()}$).*)`;
}

/** A prerendered page's `.meta` file (the headers Next sends with it), as JSON text, with `policy` as its CSP. */
export function metaWithPolicy(metaText: string, policy: string): string {
  const meta = JSON.parse(metaText) as { headers?: Record<string, string> };
  meta.headers = { ...meta.headers, "content-security-policy": policy };
  return JSON.stringify(meta);
}
