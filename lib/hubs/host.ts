/** Longest Host header we bother to parse; anything longer is garbage. */
const MAX_HOST_LENGTH = 255;

/**
 * A Host header split into its lower-cased hostname and port ("" when none),
 * or null when the header is malformed. The one host parser: hub resolution,
 * environment detection and link origins all read hosts through it.
 */
export function parseHost(host: string | null | undefined): { hostname: string; port: string } | null {
  if (!host || host.length > MAX_HOST_LENGTH) return null;
  const h = host.trim().toLowerCase();
  // IPv6 literal: [::1]:3000
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    if (end <= 0) return null;
    const port = h.slice(end + 2);
    return /^\d{0,5}$/.test(port) ? { hostname: h.slice(0, end + 1), port } : null;
  }
  const [name, port = "", ...rest] = h.split(":");
  if (rest.length > 0 || !/^\d{0,5}$/.test(port)) return null;
  if (!/^[a-z0-9.-]+$/.test(name) || name.startsWith(".") || name.includes("..")) return null;
  return { hostname: name, port };
}

/** Lower-cased hostname without port, or null when the header is malformed. */
export function hostnameOf(host: string | null | undefined): string | null {
  return parseHost(host)?.hostname ?? null;
}

/**
 * The one answer to "is this host local": `localhost`, `*.localhost` and
 * the loopback addresses (development machines). Takes a bare hostname.
 */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]";
}

/** The same question for a Host header value, which may carry a port. */
export function isLocalHost(host: string | null | undefined): boolean {
  const name = hostnameOf(host);
  return name !== null && isLocalHostname(name);
}
