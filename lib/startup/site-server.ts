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
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    // Once stopping, no connection is kept: a proxy's kept-alive connection would bring request after request,
    // and the stop would wait for its deadline instead of ending once the requests in flight are answered.
    if (stopping.has(server)) response.setHeader("connection", "close");
    else {
      open.add(response);
      response.once("close", () => {
        open.delete(response);
        if (stopping.has(server)) server.closeIdleConnections();
      });
    }
    if (refuseTrace(request, response)) return;
    if (paintsFirst(request)) paintFirstResponse(request, response, readCss);
    handle(request, response).catch((error: unknown) => {
      console.error("Next could not answer a request", error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  answering.set(server, open);
  return server;
}

/** Each server's responses not yet finished. */
const answering = new WeakMap<http.Server, Set<http.ServerResponse>>();
/** The servers whose stop has begun. */
const stopping = new WeakSet<http.Server>();

/** Stops accepting connections and resolves once the requests in flight are answered (bounded). */
export function closeHttp(server: http.Server): Promise<void> {
  stopping.add(server);
  // Answers still to begin tell the client to close: it sends nothing more on that connection.
  for (const response of answering.get(server) ?? [])
    if (!response.headersSent) response.setHeader("connection", "close");
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
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    void shutdown(() => closeHttp(server)).finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
