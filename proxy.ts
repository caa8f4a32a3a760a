import { NextResponse, type NextRequest } from "next/server";
import { resolveHub } from "@/lib/hubs/resolve";
import { detectEnvironment } from "@/lib/config/stage";
import { adminNonceHeaders } from "@/lib/security/admin-csp";
import { serverEnv } from "@/lib/config/server-env";

/**
 * Hub rewrite, `/path` → `/<hub>/path`, for the requests that need code:
 * those with a preferredHub cookie (it may pick the hub in development and
 * staging), and admin pages, which get a per-request CSP nonce. Every other
 * request is rewritten by host in next.config.ts (lib/hubs/rewrites.ts)
 * without running this code. No I/O.
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get("host");
  const hub = resolveHub(host, request.cookies, detectEnvironment(host));
  const url = request.nextUrl.clone();
  const path = url.pathname === "/sitemap.xml" ? "/sitemap-xml" : url.pathname;
  url.pathname = `/${hub}${path === "/" ? "" : path}`;
  const nonced = adminNonceHeaders(request.nextUrl.pathname, request.headers, serverEnv().NODE_ENV === "development");
  if (!nonced) return NextResponse.rewrite(url);
  const response = NextResponse.rewrite(url, { request: { headers: nonced.request } });
  response.headers.set("Content-Security-Policy", nonced.policy);
  return response;
}

export const config = {
  // Pages only (not route handlers, Next's assets or root files the same on every host): admin pages, and any page with
  // the cookie.
  matcher: [
    "/admin/:path*",
    // A direct /<hub>/admin request comes here too, so it is rewritten to /<hub>/<hub>/admin (not found) like any
    // direct /<hub>/ path.
    "/:hub(marque|percytech|percymd|percytext)/admin/:path*",
    {
      source: "/((?!api/|_next/|favicon.ico$|robots.txt$|fonts/|icons/).*)",
      has: [{ type: "cookie", key: "preferredHub" }],
    },
  ],
};
