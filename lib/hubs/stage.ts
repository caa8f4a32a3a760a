import { isLocalHostname, parseHost } from "./host";

/** The deployment stage, read from the Host header: development, staging or production. */
export type Environment = "development" | "staging" | "production";

/** Common static-hosting domains that serve previews. */
const STATIC_HOSTING = [
  "vercel.app",
  "netlify.app",
  "pages.dev",
  "github.io",
  "web.app",
  "firebaseapp.com",
  "onrender.com",
  "herokuapp.com",
  "surge.sh",
];

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Development on localhost, an IP, a .local host or a
 * non-empty port; staging when the host contains staging, preview, dev.,
 * test. or is a common static-hosting domain; otherwise production.
 * `host` is a Host header value (hostname with optional port).
 */
export function detectEnvironment(host: string | null | undefined): Environment {
  const parsed = parseHost(host);
  if (!parsed) return "production";
  const { hostname, port } = parsed;
  if (
    isLocalHostname(hostname) ||
    IPV4.test(hostname) ||
    hostname.startsWith("[") ||
    hostname.endsWith(".local") ||
    port !== ""
  ) {
    return "development";
  }
  if (
    ["staging", "preview", "dev.", "test."].some((marker) => hostname.includes(marker)) ||
    STATIC_HOSTING.some((d) => hostname === d || hostname.endsWith(`.${d}`))
  ) {
    return "staging";
  }
  return "production";
}
