import type http from "node:http";
import { isStaticFile, staticFileMethodNotAllowedBody, STATIC_FILE_METHODS } from "../http/static-file-errors";

/** What the site's pages and routes answer, for a TRACE on anything but a static file. */
const SITE_METHODS = "GET, HEAD, POST";

/**
 * TRACE is never served: it answers 405 with `Allow`, like any wrong method on a static file. It is refused
 * before Next sees it, because Node's web `Request` will not carry a TRACE: wherever the proxy runs (route
 * handlers, pages rendered per request, static files) Next would answer 500. Returns whether it answered.
 */
export function refuseTrace(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.method !== "TRACE") return false;
  let staticFile = false;
  try {
    staticFile = isStaticFile(new URL(request.url ?? "/", "http://localhost").pathname);
  } catch {
    // not a URL at all: the site's methods
  }
  response.writeHead(405, {
    allow: staticFile ? STATIC_FILE_METHODS : SITE_METHODS,
    "content-type": "application/json",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify(staticFileMethodNotAllowedBody()));
  return true;
}
