/**
 * The site's server around Next's request handler: TRACE refused before Next, and the client program pages
 * rewritten as Next streams them (stylesheet inlined, scripts after the first paint, gzipped by a stream when
 * the client takes it), with no second request and whatever headers the client sends. A stand-in for Next
 * answers the way Next does: chunk scripts with the response's nonce, a stylesheet link, written in pieces.
 */
import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { closeHttp, createSiteServer } from "@/lib/startup/site-server";
import { PAINT_FIRST_PAGE } from "@/lib/startup/paint-first-response";
import { onShutdown, shutdown } from "@/lib/startup/shutdown";

const CSS_HREF = "/_next/static/chunks/site.css";
const NONCE = "AbC123+/==";
const html = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="${CSS_HREF}" nonce="${NONCE}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/low.js"/>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script></head>` +
  `<body><h1>${body} — ok</h1>${"<p>Text FISH to (928) 555-0100 to join.</p>".repeat(40)}</body></html>`;

let dir: string;
let server: http.Server;
let origin: string;
const seen: { url: string; encoding: string | undefined }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "site-server-"));
  mkdirSync(path.join(dir, ".next/static/chunks"), { recursive: true });
  writeFileSync(path.join(dir, ".next/static/chunks/site.css"), "h1{color:teal}");
  server = createSiteServer(async (req, res) => {
    seen.push({ url: req.url ?? "", encoding: req.headers["accept-encoding"] });
    if (req.url === "/clients/plain") {
      res.setHeader("content-type", "text/plain");
      res.end("not html");
      return;
    }
    res.statusCode = req.url?.startsWith("/clients/gone") ? 404 : 200;
    res.setHeader("content-type", req.headers.rsc ? "text/x-component" : "text/html; charset=utf-8");
    res.setHeader("content-security-policy", `script-src 'nonce-${NONCE}' 'strict-dynamic'`);
    res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
    res.setHeader("vary", "rsc");
    // Streamed in pieces, as Next does: headers flushed first, then chunks (one split inside a character).
    const page = Buffer.from(html(req.url ?? ""), "utf8");
    const cut = page.indexOf(Buffer.from("—")) + 1;
    res.flushHeaders();
    res.write(page.subarray(0, 100));
    res.write(page.subarray(100, cut));
    (res as unknown as { flush?: () => void }).flush?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.end(page.subarray(cut));
  }, dir);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

/** A raw request (fetch would unzip the body and hide the encoding). */
function call(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${origin}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

it("knows the client program pages, on the hub's host or under /<hub>/", () => {
  for (const p of ["/donsbt", "/clients/acme", "/clients/acme/terms", "/clients/acme/privacy", "/percymd/donsbt"])
    expect([p, PAINT_FIRST_PAGE.test(p)]).toEqual([p, true]);
  for (const p of ["/", "/pricing", "/clients", "/clients/acme/other", "/admin/clients/acme"])
    expect([p, PAINT_FIRST_PAGE.test(p)]).toEqual([p, false]);
});

it("answers TRACE with 405 before Next, on a page and on a static file", async () => {
  const page = await call("/pricing", {}, "TRACE");
  expect(page.status).toBe(405);
  expect(page.headers.allow).toBe("GET, HEAD, POST");
  const file = await call("/_next/static/chunks/a.js", {}, "TRACE");
  expect(file.headers.allow).toBe("GET, HEAD");
  expect(JSON.parse(file.body.toString()).error.code).toBe("API_BAD_REQUEST");
  expect(seen).toEqual([]);
});

it("sends a client page painting first, gzipped by the stream, Next asked once and for no encoding", async () => {
  const answer = await call("/clients/acme", { "accept-encoding": "gzip, br" });
  expect(seen).toEqual([{ url: "/clients/acme", encoding: undefined }]);
  expect(answer.status).toBe(200);
  expect(answer.headers["content-encoding"]).toBe("gzip");
  expect(answer.headers.vary).toBe("rsc, Accept-Encoding");
  expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  expect(answer.headers["content-security-policy"]).toContain(`'nonce-${NONCE}'`);
  const page = gunzipSync(answer.body).toString("utf8");
  expect(page).toContain(`<style data-precedence="next" data-inlined-href="${CSS_HREF}">h1{color:teal}</style>`);
  expect(page).not.toMatch(/<script src="[^"]+" async/);
  expect(page).not.toContain('rel="preload" as="script"');
  expect(page).toContain("<h1>/clients/acme — ok</h1>");
  expect(page).toMatch(
    new RegExp(
      `<script data-after-first-paint="/_next/static/chunks/a.js" data-adopted-stylesheets="${CSS_HREF} next" nonce="${NONCE.replace(/[+/]/g, "\\$&")}">`,
    ),
  );
});

it("sends it uncompressed to a client that takes no gzip, and rewrites a 404 page the same way", async () => {
  for (const headers of [{}, { "accept-encoding": "gzip;q=0" }]) {
    const answer = await call("/clients/gone", headers);
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toContain("data-inlined-href");
  }
});

it("trusts no header a client sends: the old inner-request marker gets the rewritten page too", async () => {
  const answer = await call("/clients/acme", { "x-paint-first": "inner" });
  expect(answer.body.toString()).toContain("data-after-first-paint");
});

it("leaves everything else to Next untouched: other pages, the RSC payload, a HEAD, a non-HTML answer", async () => {
  expect((await call("/pricing", { "accept-encoding": "gzip" })).body.toString()).toContain('<link rel="stylesheet"');
  expect(seen[0].encoding).toBe("gzip");
  const rsc = await call("/clients/acme", { rsc: "1", "accept-encoding": "gzip" });
  expect(rsc.headers["content-encoding"]).toBeUndefined();
  expect(rsc.body.toString()).toContain('<link rel="stylesheet"');
  expect((await call("/clients/acme", {}, "HEAD")).status).toBe(200);
  const plain = await call("/clients/plain", { "accept-encoding": "gzip" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe("not html");
});

it("on a stop, drains the app's work while the requests in flight finish, then closes the rest", async () => {
  const order: string[] = [];
  onShutdown({
    drain: async () => {
      order.push("drain");
    },
    close: async () => {
      order.push("close");
    },
  });
  await shutdown(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    order.push("http");
  });
  expect(order).toEqual(["drain", "http", "close"]);
});

describe("a stop behind a proxy that keeps its connections alive", () => {
  /** A server of its own, answering after `delayMs` (its headers sent first if `early`), and a client that keeps
   * its connection, as nginx does. */
  async function keptAlive(delayMs: number, early = false) {
    const own = createSiteServer(async (_req, res) => {
      if (early) res.flushHeaders();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      res.end("ok");
    }, dir);
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    const port = (own.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, agent }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.headers));
          })
          .on("error", reject);
      });
    const forced = jest.spyOn(own, "closeAllConnections");
    return { own, agent, get, forced };
  }

  it("an answer still to begin when the stop began says Connection: close, and the stop ends with it", async () => {
    const { own, agent, get, forced } = await keptAlive(50);
    expect((await get()).connection).toBe("keep-alive");
    const inFlight = get();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = closeHttp(own);
    expect((await inFlight).connection).toBe("close");
    await stopped;
    expect(forced).not.toHaveBeenCalled();
    agent.destroy();
  });

  it("an answer already begun finishes, then its kept connection closes and the stop ends", async () => {
    const { own, agent, get, forced } = await keptAlive(50, true);
    const inFlight = get();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = closeHttp(own);
    expect((await inFlight).connection).toBe("keep-alive");
    // Left open once idle, the connection would hold the stop until its keep-alive timeout.
    await stopped;
    expect(forced).not.toHaveBeenCalled();
    agent.destroy();
  });
});
