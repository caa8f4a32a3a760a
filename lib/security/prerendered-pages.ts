/**
 * The visitor paths of the pages prerendered for every hub (without the
 * leading slash; `:client` stands for each client id). Their policy comes
 * with the page itself (scripts/lib/page-csp.mjs), so the site-wide header
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
  "donsbt",
  "clients/:client",
  "clients/:client/privacy",
  "clients/:client/terms",
] as const;

/** Those paths as one regular-expression alternation, with these client ids. */
export function prerenderedPageAlternation(clientIds: readonly string[]): string {
  const clients = `(?:${clientIds.map((id) => id.replace(/[^a-z0-9-]/g, "")).join("|")})`;
  return `(?:${PRERENDERED_PAGE_PATHS.map((p) => p.replace(":client", clients)).join("|")})`;
}

/**
 * A next.config `headers()` source for every path but those pages. Next
 * matches header sources case-insensitively, so `/PRICING` (a 404) is left
 * out too; proxy.ts, whose matcher is case-sensitive, gives it its policy.
 */
export function notPrerenderedPageSource(clientIds: readonly string[]): string {
  return `/:path((?!${prerenderedPageAlternation(clientIds)}$).*)`;
}
