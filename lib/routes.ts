/** Top navigation, SPEC §2 "Navigation", in the spec's order. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/faq", label: "FAQ" },
  { href: "/demo", label: "Demo" },
  { href: "/contact", label: "Contact" },
] as const;

/** Footer links, SPEC §2. */
export const FOOTER_LINKS = [
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
] as const;

/** Pages that are indexable on every hub (sitemap). */
export const INDEXABLE_PATHS = [
  "/",
  "/pricing",
  "/about",
  "/faq",
  "/demo",
  "/contact",
  "/terms",
  "/privacy",
] as const;

/** Funnel and admin pages: never indexed (issue 4). */
export const NOINDEX_PATHS = ["/verify", "/verify-otp", "/check-email", "/payment-success", "/admin"] as const;

export function isActivePath(current: string, href: string): boolean {
  if (href === "/") return current === "/" || current === "/home";
  return current === href || current.startsWith(`${href}/`);
}
