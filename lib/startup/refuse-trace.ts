import http from "node:http";
import { isStaticFile, staticFileMethodNotAllowedBody, STATIC_FILE_METHODS } from "@/lib/http/static-file-errors";

const PATCHED = Symbol.for("marque.refuseTrace");
/** What the site's pages and routes answer, for a TRACE on anything but a static file. */
const SITE_METHODS = "GET, HEAD, POST";

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * TRACE is never served: it answers 405 with `Allow`, like any wrong method on a static file. It is refused
 * before Next sees it, because Node's web `Request` will not carry a TRACE: wherever the proxy runs (route
 * handlers, pages rendered per request, static files) Next would answer 500. Installed once per process on
 * every HTTP server's "request" event; any other request goes on untouched.
 */
export function refuseTrace(): void {
  const proto = http.Server.prototype as http.Server & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const emit = proto.emit as Emit;
  const guarded: Emit = function (event, ...args) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (request.method === "TRACE") {
        const staticFile = isStaticFile(new URL(request.url ?? "/", "http://localhost").pathname);
        response.writeHead(405, {
          allow: staticFile ? STATIC_FILE_METHODS : SITE_METHODS,
          "content-type": "application/json",
          "cache-control": "no-store",
        });
        response.end(JSON.stringify(staticFileMethodNotAllowedBody()));
        return true;
      }
    }
    return emit.call(this, event, ...args);
  };
  proto.emit = guarded as typeof proto.emit;
  proto[PATCHED] = true;
}
