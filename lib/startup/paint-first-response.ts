import type http from "node:http";
import { StringDecoder } from "node:string_decoder";
import { createGzip, type Gzip } from "node:zlib";
import type { CssReader } from "../html/inline-stylesheet";
import { createPaintFirstRewriter, type PaintFirstRewriter } from "../html/paint-first-rewriter";
import { HUB_ID_ALTERNATION } from "../hubs/registry";

/**
 * The client program pages (/clients/{slug}, its /terms and /privacy, /donsbt), also asked for as /<hub>/…:
 * rendered per request from the published program, so a publish shows at once and no build ever sees them.
 */
export const PAINT_FIRST_PAGE = new RegExp(
  `^/(?:(?:${HUB_ID_ALTERNATION})/)?(?:donsbt|clients/[^/]+(?:/(?:privacy|terms))?)/?$`,
);

/** Whether the request is for a client program page's document (not its RSC payload, not a HEAD). */
export function paintsFirst(request: http.IncomingMessage): boolean {
  if (request.method !== "GET" || request.headers.rsc) return false;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  return PAINT_FIRST_PAGE.test(query < 0 ? url : url.slice(0, query));
}

/** `gzip` when the client takes it (and does not refuse it with q=0). */
export function takesGzip(acceptEncoding: string | string[] | undefined): boolean {
  const coding = String(acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s*;\s*/))
    .find(([name]) => name === "gzip" || name === "*");
  return Boolean(coding) && !/^q=0(?:\.0*)?$/.test(coding?.[1] ?? "");
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

/**
 * Sets up `response` so the HTML document Next streams into it goes out painting first, like every
 * prerendered page (lib/html/paint-first-rewriter.ts): each chunk is rewritten as it comes and, when the
 * client takes it, gzipped by a zlib stream (Next is asked for the page uncompressed). `flush`, which Next
 * calls after each chunk as it does for its own compression, sends what is compressed so far. Anything that
 * is not HTML passes untouched. Call before handing the request to Next.
 */
export function paintFirstResponse(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  readCss: CssReader,
): void {
  const gzip = takesGzip(request.headers["accept-encoding"]);
  delete request.headers["accept-encoding"];
  const write = response.write.bind(response) as (chunk: Chunk, callback?: Callback) => boolean;
  const end = response.end.bind(response) as (chunk?: Chunk, callback?: () => void) => http.ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  let rewriter: PaintFirstRewriter | null = null;
  let decided = false;
  let zip: Gzip | null = null;
  const decoder = new StringDecoder("utf8");

  const decide = () => {
    if (decided) return;
    decided = true;
    if (response.headersSent || !String(response.getHeader("content-type") ?? "").startsWith("text/html")) return;
    rewriter = createPaintFirstRewriter({ readCss });
    response.removeHeader("content-length");
    if (!gzip) return;
    response.setHeader("content-encoding", "gzip");
    const vary = String(response.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    zip = createGzip();
    zip.on("data", (data: Buffer) => write(data));
    zip.on("error", (error) => response.destroy(error));
  };
  const send = (text: string) => {
    if (!text) return true;
    if (!zip) return write(text);
    // A page is at most a few hundred KB: the zip stream buffers it rather than hold Next back.
    zip.write(text);
    return true;
  };
  const text = (chunk: Chunk, encoding?: BufferEncoding) =>
    decoder.write(typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk));

  response.flushHeaders = () => {
    decide();
    flushHeaders();
  };
  Object.assign(response, {
    write(chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
      decide();
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      if (!rewriter) return write(chunk, callback);
      const ok = send(rewriter.write(text(chunk, encoding)));
      if (callback) process.nextTick(callback);
      return ok;
    },
    flush() {
      zip?.flush();
    },
    end(chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) {
      decide();
      if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      if (!rewriter) return end(chunk as Chunk | undefined, callback);
      if (chunk !== undefined && chunk !== null) send(rewriter.write(text(chunk, encoding)));
      const rest = rewriter.write(decoder.end()) + rewriter.end();
      if (!zip) return end(rest, callback);
      zip.once("end", () => end(undefined, callback));
      zip.end(rest);
      return response;
    },
  });
}
