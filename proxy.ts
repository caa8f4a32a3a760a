import { NextResponse, type NextRequest } from "next/server";
import { resolveHub } from "@/lib/hubs/resolve";
import { detectEnvironment } from "@/lib/environment";
import { adminNonceHeaders } from "@/lib/security/admin-csp";
import { serverEnv } from "@/lib/env";

/**
 * Hub resolution and rewrite only (DESIGN.md): `/path` → `/<hub>/path`.
 * No I/O. `/sitemap.xml` maps to the hub's static sitemap route.
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
  // Everything but route handlers, Next's own assets, and root files that are
  // the same on every host (robots.txt reads the host itself).
  matcher: ["/((?!api/|_next/|favicon.ico$|robots.txt$|fonts/|icons/).*)"],
};
