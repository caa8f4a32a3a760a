import { NO_FLASH_THEME_SCRIPT } from "../theme/no-flash-script";
import { cspHashSource } from "./sha256";

/**
 * Security headers for every response on every host, applied from
 * next.config.ts. Plain data so tests can assert them.
 *
 * No inline script runs unless we wrote it: 'unsafe-inline' is never in a
 * production script-src. Each prerendered page lists its own inline scripts
 * by hash, computed from the built HTML after the build (the post-build
 * step writes the policy beside the page, and Next sends it with the page);
 * the admin pages, rendered per request, carry a
 * nonce (admin-csp.ts); every other response gets the default policy, which
 * allows only the theme script inline. Violations are reported to
 * CSP_REPORT_PATH. Development keeps 'unsafe-inline' and 'unsafe-eval' (no
 * prerendered pages to hash, and the dev tools evaluate code).
 */
export const CSP_REPORT_PATH = "/api/csp-report";

/** The no-flash theme script is a fixed text: allowed by its hash wherever a page may carry it. */
export const THEME_SCRIPT_HASH = cspHashSource(NO_FLASH_THEME_SCRIPT);

export function contentSecurityPolicy(dev: boolean, { scriptSrc }: { scriptSrc?: string[] } = {}): string {
  const scripts = scriptSrc ?? (dev ? ["'self'", "'unsafe-inline'"] : ["'self'", THEME_SCRIPT_HASH]);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'report-sample': a report carries the first characters of what was blocked.
    "script-src": [...scripts, ...(dev ? ["'unsafe-eval'"] : []), "'report-sample'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "report-uri": [CSP_REPORT_PATH],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** A prerendered page's policy: its own inline scripts by hash (`'sha256-…'` sources), nothing else inline. */
export function prerenderedPagePolicy(hashes: readonly string[]): string {
  return contentSecurityPolicy(false, { scriptSrc: ["'self'", ...new Set(hashes)] });
}

/** Every header but the Content-Security-Policy (see contentSecurityPolicyRule). */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
}
