import { isStaticFile, staticFileMethodNotAllowedBody, STATIC_FILE_METHODS } from "@/lib/http/static-file-errors";
import { guardRequests } from "./request-guards";

/** What the site's pages and routes answer, for a TRACE on anything but a static file. */
const SITE_METHODS = "GET, HEAD, POST";

/**
 * TRACE is never served: it answers 405 with `Allow`, like any wrong method on a static file. It is refused
 * before Next sees it, because Node's web `Request` will not carry a TRACE: wherever the proxy runs (route
 * handlers, pages rendered per request, static files) Next would answer 500. Every other request goes on.
 */
export function refuseTrace(): void {
  guardRequests("trace", (request, response, next) => {
    if (request.method !== "TRACE") return next();
    const staticFile = isStaticFile(new URL(request.url ?? "/", "http://localhost").pathname);
    response.writeHead(405, {
      allow: staticFile ? STATIC_FILE_METHODS : SITE_METHODS,
      "content-type": "application/json",
      "cache-control": "no-store",
    });
    response.end(JSON.stringify(staticFileMethodNotAllowedBody()));
  });
}
