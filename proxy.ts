import { NextResponse, type NextRequest } from "next/server";
import { resolveHub } from "@/lib/hubs/resolve";
import { detectEnvironment } from "@/lib/environment";

/**
 * Hub rewrite, `/path` → `/<hub>/path`, for requests that carry a
 * preferredHub cookie only: that cookie may pick the hub in development and
 * staging. Every other request is rewritten by host in next.config.ts
 * (lib/hubs/rewrites.ts) without running this code. No I/O.
 */
export function proxy(request: NextRequest) {
  const host = request.headers.get("host");
  const hub = resolveHub(host, request.cookies, detectEnvironment(host));
  const url = request.nextUrl.clone();
  const path = url.pathname === "/sitemap.xml" ? "/sitemap-xml" : url.pathname;
  url.pathname = `/${hub}${path === "/" ? "" : path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Pages only (not route handlers, Next's assets or root files the same on every host), and only with the cookie.
  matcher: [
    {
      source: "/((?!api/|_next/|favicon.ico$|robots.txt$|fonts/|icons/).*)",
      has: [{ type: "cookie", key: "preferredHub" }],
    },
  ],
};
