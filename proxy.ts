import { NextResponse, type NextRequest } from "next/server";
import { resolveHub } from "@/lib/hubs/resolve";
import { detectEnvironment } from "@/lib/hubs/stage";
import { adminNonceHeaders, nonceHeaders } from "@/lib/security/admin-csp";
import { serverEnv } from "@/lib/config/server-env";
import { acceptRequestId, REQUEST_ID_HEADER } from "@/lib/log/request-context";
import { isStaticFile } from "@/lib/http/static-file-errors";
import { staticFileAnswer } from "@/lib/http/static-file-preconditions";
import { keepTwilioRequestTarget } from "@/lib/messaging/twilio-request-target";
import { HUB_ID_ALTERNATION } from "@/lib/hubs/registry";

/** Admin pages, also asked for directly as /<hub>/admin (rewritten to a not-found /<hub>/<hub>/admin like any /<hub>/ path). */
const ADMIN_PAGE = new RegExp(`^/(?:(?:${HUB_ID_ALTERNATION})/)?admin(?:/|$)`);
/** Route handlers, Next's assets and root files: the same on every host, never rewritten by the cookie. */
const NOT_A_PAGE = /^\/(?:api\/|_next\/|favicon\.ico$|robots\.txt$|fonts\/|icons\/)/;

/**
 * For the requests that run code (see the matcher): gives each an id (a plain
 * one from the proxy in front, or a new one), passed to the route handlers and
 * renders for their log lines and sent back as x-request-id. Hub rewrite,
 * `/path` → `/<hub>/path`, for pages with a preferredHub cookie (it may pick
 * the hub in development and staging) and admin pages. Every document
 * rendered per request (admin pages, 404s, …) gets a fresh CSP nonce; the
 * prerendered pages bring their own policy (their scripts by hash). A Twilio
 * webhook gets its request target as received, and no request keeps a copy
 * a client sent. Every other request is rewritten by host in next.config.ts
 * (lib/hubs/rewrites.ts). Its one I/O: a static file's stat, only for a range
 * or precondition.
 */
export function proxy(request: NextRequest) {
  // Static files (see the matcher): a wrong method, a range or a precondition is answered here; a GET goes on.
  if (isStaticFile(request.nextUrl.pathname)) return staticFileAnswer(request);
  const requestId = acceptRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID();
  const pathname = request.nextUrl.pathname;
  const admin = ADMIN_PAGE.test(pathname);
  const byCookie = !admin && request.cookies.has("preferredHub") && !NOT_A_PAGE.test(pathname);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  keepTwilioRequestTarget(headers, request.url);
  const dev = serverEnv().NODE_ENV === "development";
  if (!admin && !byCookie) {
    if (NOT_A_PAGE.test(pathname)) return withId(NextResponse.next({ request: { headers } }), requestId);
    // A document rendered per request (the matcher leaves out the prerendered pages): a 404, /login, /signup.
    const nonced = nonceHeaders(headers, dev);
    const response = NextResponse.next({ request: { headers: nonced.request } });
    response.headers.set("Content-Security-Policy", nonced.policy);
    return withId(response, requestId);
  }

  const host = request.headers.get("host");
  const hub = resolveHub(host, request.cookies, detectEnvironment(host));
  // From the URL as received, not nextUrl: nextUrl names 127.0.0.1 "localhost", and a rewrite to another origin
  // than the server's own is sent over the network (to itself, in a loop) instead of being served.
  const url = new URL(request.url);
  const path = pathname === "/sitemap.xml" ? "/sitemap-xml" : pathname;
  url.pathname = `/${hub}${path === "/" ? "" : path}`;
  const nonced = adminNonceHeaders(pathname, headers, dev);
  if (!nonced) return withId(NextResponse.rewrite(url, { request: { headers } }), requestId);
  const response = NextResponse.rewrite(url, { request: { headers: nonced.request } });
  response.headers.set("Content-Security-Policy", nonced.policy);
  return withId(response, requestId);
}

function withId(response: NextResponse, requestId: string): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Not the prerendered pages and assets: running any proxy on them halves their throughput, so they are served
  // straight from the build (behind nginx, deploy/nginx sets x-request-id on them). Route handlers, the pages
  // rendered per request, admin pages, and any page with the cookie.
  // Literals, as Next reads them at build time: a unit test keeps their hub lists equal to HUB_IDS.
  matcher: [
    "/api/:path*",
    "/robots.txt",
    "/admin/:path*",
    // A direct /<hub>/admin request comes here too, so it is rewritten to /<hub>/<hub>/admin (not found) like any
    // direct /<hub>/ path.
    "/:hub(marque|percytech|percymd|percytext)/admin/:path*",
    "/:path(login|signup)",
    "/crash-test/:path*",
    // Static files, for a wrong method, a range or a precondition (lib/http/static-file-preconditions.ts), but not
    // when a browser loads them as a script, stylesheet, image or font (its Sec-Fetch-Dest, sent over https):
    // those are plain GETs, which any code run here would slow down. A request with a body, a range or a
    // precondition comes whatever it claims.
    {
      source:
        "/:file(_next/static/.+|(?:(?:marque|percytech|percymd|percytext)/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico))",
      missing: [{ type: "header", key: "sec-fetch-dest", value: "(?:script|style|image|font)" }],
    },
    {
      source:
        "/:file(_next/static/.+|(?:(?:marque|percytech|percymd|percytext)/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico))",
      has: [{ type: "header", key: "content-length" }],
    },
    {
      source:
        "/:file(_next/static/.+|(?:(?:marque|percytech|percymd|percytext)/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico))",
      has: [{ type: "header", key: "transfer-encoding" }],
    },
    {
      source:
        "/:file(_next/static/.+|(?:(?:marque|percytech|percymd|percytext)/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico))",
      has: [{ type: "header", key: "range" }],
    },
    {
      source:
        "/:file(_next/static/.+|(?:(?:marque|percytech|percymd|percytext)/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico))",
      has: [{ type: "header", key: "if-match" }],
    },
    {
      source:
        "/:file(_next/static/.+|(?:(?:marque|percytech|percymd|percytext)/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico))",
      has: [{ type: "header", key: "if-unmodified-since" }],
    },
    {
      source: "/((?!api/|_next/|favicon.ico$|robots.txt$|fonts/|icons/).*)",
      has: [{ type: "cookie", key: "preferredHub" }],
    },
    // Documents rendered per request, for their nonce: every path but route handlers, files and the prerendered
    // pages (lib/security/prerendered-pages.ts; a unit test keeps them in step). Client program pages come here. Next
    // matches this case-sensitively, so /PRICING, a 404, comes here too.
    "/((?!api/|_next/|fonts/|icons/|robots\\.txt$|sitemap\\.xml$|opengraph-image$|(?:(?:marque|percytech|percymd|percytext)/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico)$|(?:|home|pricing|about|faq|demo|contact|contact/sent|terms|privacy|verify|verify-otp|check-email|payment-success|opt-in-check|industries(?:/[^/]+)?|solutions(?:/[^/]+)?)$).*)",
  ],
};
