import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { buildCssReader, paintFirst } from "@/scripts/lib/paint-first.mjs";
import { logger } from "@/lib/log/logger";
import { guardRequests } from "./request-guards";

/**
 * The client program pages (/clients/{slug}, its /terms and /privacy, /donsbt), also asked for as /<hub>/…:
 * rendered per request from the published program, so a publish shows at once and no build ever sees them.
 */
export const PAINT_FIRST_PAGE =
  /^\/(?:(?:marque|percytech|percymd|percytext)\/)?(?:donsbt|clients\/[^/]+(?:\/(?:privacy|terms))?)\/?$/;

/** Marks the inner request, which Next answers as it is. Sent by anyone, it only gets them the page unrewritten. */
export const INNER_REQUEST_HEADER = "x-paint-first";

/** Connection headers of the inner answer that do not describe the page sent on. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

const innerAgent = new http.Agent({ keepAlive: true });

/** Whether a GET for `url` is a client program page's document (not its RSC payload, not a HEAD). */
export function paintsFirst(request: http.IncomingMessage): boolean {
  if (request.method !== "GET" || request.headers[INNER_REQUEST_HEADER] || request.headers.rsc) return false;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  return PAINT_FIRST_PAGE.test(query < 0 ? url : url.slice(0, query));
}

/** `gzip` when the client takes it (and does not refuse it with q=0). */
function takesGzip(acceptEncoding: string | string[] | undefined): boolean {
  const coding = String(acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s*;\s*/))
    .find(([name]) => name === "gzip" || name === "*");
  return Boolean(coding) && !/^q=0(?:\.0*)?$/.test(coding?.[1] ?? "");
}

/**
 * A client program page paints from its document alone, like every prerendered page: its stylesheet inlined
 * and its scripts loaded after the first paint (scripts/lib/paint-first.mjs). Next renders it per request
 * and streams it straight out, so the rewrite happens here, at the HTTP server: the request is asked of this
 * same server once more (marked, uncompressed, over loopback), and the finished page is rewritten, gzipped
 * when the client takes it, and sent whole. Anything that is not an HTML document passes unchanged; if the
 * inner request fails before an answer, Next answers the visitor itself.
 */
export function paintFirstPerRequest(projectDir = process.cwd()): void {
  const readCss = buildCssReader(projectDir);
  guardRequests("paint-first", (request, response, next, server) => {
    const address = paintsFirst(request) ? server.address() : null;
    if (!address) return next();
    try {
      answerPaintedFirst(address, request, response, readCss, next);
    } catch {
      // Asking could not even start (a request the client library refuses to send): Next answers it.
      next();
    }
  });
}

function answerPaintedFirst(
  address: string | AddressInfo,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  readCss: (href: string) => string,
  letNextAnswer: () => void,
): void {
  const target =
    typeof address === "string"
      ? { socketPath: address }
      : { host: isWildcard(address.address) ? "127.0.0.1" : address.address, port: address.port };
  const headers = { ...request.headers, [INNER_REQUEST_HEADER]: "inner", "accept-encoding": "identity" };
  const inner = http.request({ ...target, agent: innerAgent, method: "GET", path: request.url, headers }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on("data", (chunk: Buffer) => chunks.push(chunk));
    answer.on("error", () => response.destroy());
    answer.on("end", () => {
      let body: Buffer = Buffer.concat(chunks);
      if (String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
        try {
          body = Buffer.from(paintFirst(body.toString("utf8"), readCss), "utf8");
        } catch (error) {
          // The page as Next wrote it still works; it only paints later.
          logger.warn("A client program page went out without its first-paint rewrite", { path: request.url, error });
        }
      }
      const sent: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) sent[name] = value;
      }
      if (body.length >= 1024 && takesGzip(request.headers["accept-encoding"])) {
        body = gzipSync(body);
        sent["content-encoding"] = "gzip";
      }
      sent["content-length"] = String(body.length);
      response.writeHead(answer.statusCode ?? 200, answer.statusMessage, sent);
      response.end(body);
    });
  });
  inner.on("error", () => {
    if (!response.headersSent && !response.destroyed) letNextAnswer();
  });
  response.on("close", () => {
    if (!response.writableFinished) inner.destroy();
  });
  inner.end();
}

/** Bound to every address (`::` takes IPv4 too): asked over IPv4 loopback, which every machine has. */
function isWildcard(host: string): boolean {
  return host === "::" || host === "0.0.0.0" || host === "";
}
