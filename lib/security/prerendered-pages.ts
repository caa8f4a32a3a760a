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

/**
 * A next.config `headers()` source for every path but those pages, with
 * these client ids. Next matches header sources case-insensitively while its
 * routes are case-sensitive: the page names are matched case-sensitively
 * (`(?-i:…)`), so `/PRICING`, a 404, still gets the site-wide policy.
 */
export function notPrerenderedPageSource(clientIds: readonly string[]): string {
  const clients = `(?:${clientIds.map((id) => id.replace(/[^a-z0-9-]/g, "")).join("|")})`;
  const pages = PRERENDERED_PAGE_PATHS.map((p) => p.replace(":client", clients)).join("|");
  return `/:path((?!(?-i:(?:${pages})$)).*)`;
}
