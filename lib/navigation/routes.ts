import { isHubId } from "@/lib/hubs/registry";

/** Top navigation, in the order it shows. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/faq", label: "FAQ" },
  { href: "/demo", label: "Demo" },
  { href: "/contact", label: "Contact" },
] as const;

/** The free opt-in check: its page, and each report under it. */
export const OPT_IN_CHECK_PATH = "/opt-in-check";

/** Footer links. */
export const FOOTER_LINKS = [
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: OPT_IN_CHECK_PATH, label: "Opt-in check" },
  { href: "/privacy", label: "Privacy" },
  { href: "/terms", label: "Terms" },
] as const;

/** Pages that are indexable (sitemap) on every hub whose copy is canonical (lib/seo/canonical.ts). */
export const INDEXABLE_PATHS = [
  "/",
  "/pricing",
  "/about",
  "/faq",
  "/demo",
  "/contact",
  "/terms",
  "/privacy",
  OPT_IN_CHECK_PATH,
] as const;

/** Funnel and admin pages: never indexed. */
export const NOINDEX_PATHS = ["/verify", "/verify-otp", "/check-email", "/payment-success", "/admin"] as const;

/**
 * The visitor's path without the internal hub segment. Pages are prerendered
 * at `/<hub>/…` (the proxy rewrites to them), so during the prerender
 * `usePathname()` sees `/marque/pricing` while the browser later sees
 * `/pricing`; both must mark the same link, or hydration keeps a stale
 * aria-current.
 */
export function visitorPath(pathname: string): string {
  const [, first = "", ...rest] = pathname.split("/");
  return isHubId(first) ? `/${rest.join("/")}` : pathname;
}

export function isActivePath(pathname: string, href: string): boolean {
  const current = visitorPath(pathname);
  if (href === "/") return current === "/" || current === "/home";
  return current === href || current.startsWith(`${href}/`);
}
