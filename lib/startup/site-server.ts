import http from "node:http";
import { buildCssReader } from "../html/inline-stylesheet";
import { paintFirstResponse, paintsFirst } from "./paint-first-response";
import { shutdown } from "./shutdown";
import { refuseTrace } from "./trace";

type NextHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<unknown>;

/** How long a stop waits for the requests in flight before it closes their connections. */
const DRAIN_MS = 20_000;

/**
 * The site's HTTP server around Next's request handler (Next's documented custom server), for what only a
 * server in front of Next can do: TRACE answers 405 before Next (which would answer 500), and a client
 * program page's document is rewritten as it streams (paint-first-response.ts). Every other guard lives in
 * proxy.ts, which `next start` and Vercel run too.
 */
export function createSiteServer(handle: NextHandler, projectDir: string): http.Server {
  const readCss = buildCssReader(projectDir);
  return http.createServer((request, response) => {
    if (refuseTrace(request, response)) return;
    if (paintsFirst(request)) paintFirstResponse(request, response, readCss);
    handle(request, response).catch((error: unknown) => {
      console.error("Next could not answer a request", error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

/** Stops accepting connections and resolves once the requests in flight are answered (bounded). */
function closeHttp(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, DRAIN_MS);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * On SIGTERM or SIGINT, once: stop taking requests (a proxy in front then sends new ones to another server),
 * answer those in flight while the app's registered work drains (the outbox finishes its sends), close the
 * rest (the database), and exit 0.
 */
export function stopGracefully(server: http.Server): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void shutdown(() => closeHttp(server)).finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
