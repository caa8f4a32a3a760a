import { AppError } from "@/lib/errors";
import { detectEnvironment } from "@/lib/environment";
import { hostnameOf, resolveHub } from "@/lib/hubs/resolve";
import type { RequestContext } from "@/lib/backend/types";
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
 * DESIGN.md "Security": state-changing routes refuse cross-origin calls. A
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

/** The caller's address: first hop of X-Forwarded-For, else X-Real-IP, else "unknown". */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const real = request.headers.get("x-real-ip")?.trim();
  if (real) return real.slice(0, 64);
  return "unknown";
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

/** Whether cookies should carry Secure: true behind https (x-forwarded-proto) or an https URL. */
export function isSecureRequest(request: Request): boolean {
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (proto) return proto === "https";
  return request.url.startsWith("https:");
}
