import { AppError } from "@/lib/errors/app-error";
import { serverEnv } from "@/lib/config/server-env";
import { detectEnvironment } from "@/lib/hubs/stage";
import { hostnameOf } from "@/lib/hubs/host";
import { resolveHub } from "@/lib/hubs/resolve";
import type { RequestContext } from "@/lib/types/backend";
import { linkOrigin } from "@/lib/messaging/link-origin";

function requestHost(request: Request): string | null {
  const header = request.headers.get("host");
  if (header) return header;
  try {
    return new URL(request.url).host;
  } catch {
    return null;
  }
}

/**
 * State-changing routes refuse cross-origin calls. A
 * same-origin request may omit Origin; when present, its host must equal Host.
 */
export function checkOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return;
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    originHost = null;
  }
  // A proxy may rewrite Host and keep the original in X-Forwarded-Host; a
  // cross-site page cannot set that header without a preflight we never grant.
  const hosts = [requestHost(request), request.headers.get("x-forwarded-host")?.split(",")[0]?.trim()]
    .filter((h): h is string => Boolean(h))
    .map((h) => h.toLowerCase());
  if (!originHost || !hosts.includes(originHost)) {
    throw new AppError("API_FORBIDDEN", "Cross-origin requests are not allowed.", { status: 403, severity: "LOW" });
  }
}

/**
 * The caller's address, the one client-IP policy. On Vercel (VERCEL=1) the
 * platform's own header. Elsewhere X-Forwarded-For counted from the right:
 * each of our TRUSTED_PROXY_HOPS proxies appends the address it saw, so the
 * entry that many places from the right was written by our outermost proxy,
 * and anything to its left is whatever the client sent. No header: "unknown".
 */
export function clientIp(request: Request): string {
  const env = serverEnv();
  const header = env.VERCEL ? "x-vercel-forwarded-for" : "x-forwarded-for";
  const entries = (request.headers.get(header) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  const ip = env.VERCEL ? entries[0] : entries[Math.max(0, entries.length - env.TRUSTED_PROXY_HOPS)];
  return ip.slice(0, 64);
}

/** A malformed escape in a cookie is bad input, not a server error: keep the raw value. */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Cookies straight from a Request's header (route handlers get a plain Request). */
export function requestCookies(request: Request) {
  const header = request.headers.get("cookie") ?? "";
  return {
    get(name: string): { value: string } | undefined {
      for (const part of header.split(";")) {
        const i = part.indexOf("=");
        if (i > 0 && part.slice(0, i).trim() === name) return { value: decodeCookie(part.slice(i + 1).trim()) };
      }
      return undefined;
    },
  };
}

/** Who is asking, for the backend (never taken from the body). */
export function requestContext(request: Request): RequestContext {
  const host = requestHost(request);
  const hub = resolveHub(hostnameOf(host) ? host : null, requestCookies(request), detectEnvironment(host));
  return {
    ip: clientIp(request),
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 512),
    hub,
    origin: linkOrigin(host, isSecureRequest(request), hub),
  };
}

/**
 * Whether cookies carry Secure: always, except on a development host
 * (localhost, an IP address, or a host with a port; see detectEnvironment).
 * Every public host is HTTPS-only (HSTS). X-Forwarded-Proto is never read: a
 * client could send it, and Next builds request.url's scheme from it.
 */
export function isSecureRequest(request: Request): boolean {
  return detectEnvironment(requestHost(request)) !== "development";
}
