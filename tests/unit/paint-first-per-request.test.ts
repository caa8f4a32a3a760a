/**
 * The client program pages paint from their document alone, though Next renders them per request: the HTTP
 * server asks itself for the page once more over loopback and sends it on rewritten (stylesheet inlined,
 * scripts after the first paint), gzipped when the client takes it. A real server stands in for Next here,
 * answering the way Next does (chunk scripts with the response's nonce, a stylesheet link, a CSP header).
 */
import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { INNER_REQUEST_HEADER, PAINT_FIRST_PAGE, paintFirstPerRequest } from "@/lib/startup/paint-first-per-request";

const CSS_HREF = "/_next/static/chunks/site.css";
const NONCE = "AbC123+/==";
const html = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="${CSS_HREF}" nonce="${NONCE}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/low.js"/>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script></head>` +
  `<body><h1>${body}</h1>${"<p>Text FISH to (928) 555-0100 to join.</p>".repeat(40)}</body></html>`;

let dir: string;
let server: http.Server;
let origin: string;
const seen: { url: string; inner: boolean; encoding: string | undefined }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "paint-first-"));
  mkdirSync(path.join(dir, ".next/static/chunks"), { recursive: true });
  writeFileSync(path.join(dir, ".next/static/chunks/site.css"), "h1{color:teal}");
  paintFirstPerRequest(dir);
  server = http.createServer((req, res) => {
    seen.push({
      url: req.url ?? "",
      inner: Boolean(req.headers[INNER_REQUEST_HEADER]),
      encoding: req.headers["accept-encoding"],
    });
    if (req.url === "/clients/broken" && req.headers[INNER_REQUEST_HEADER]) {
      req.socket.destroy();
      return;
    }
    const type = req.headers.rsc ? "text/x-component" : "text/html; charset=utf-8";
    res.writeHead(req.url?.startsWith("/clients/gone") ? 404 : 200, {
      "content-type": type,
      "content-security-policy": `script-src 'nonce-${NONCE}' 'strict-dynamic'`,
      "set-cookie": ["a=1; Path=/", "b=2; Path=/"],
      vary: "rsc, Accept-Encoding",
    });
    // Streamed in pieces, as Next does.
    const page = html(req.url ?? "");
    res.write(page.slice(0, 100));
    res.end(page.slice(100));
  });
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

/** A raw GET (fetch would unzip the body and hide the encoding). */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("which requests are client program pages", () => {
  it.each([
    "/clients/donsbt",
    "/clients/donsbt/",
    "/clients/harbor-cigar-lounge/terms",
    "/clients/donsbt/privacy",
    "/donsbt",
    "/percymd/clients/donsbt",
  ])("%s is", (p) => expect(PAINT_FIRST_PAGE.test(p)).toBe(true));

  it.each([
    "/",
    "/pricing",
    "/clients",
    "/clients/a/b",
    "/clients/a/terms/x",
    "/admin/clients/a",
    "/api/programs/a/opt-in",
  ])("%s is not", (p) => expect(PAINT_FIRST_PAGE.test(p)).toBe(false));
});

describe("a client program page, rendered per request", () => {
  it("goes out with its stylesheet inlined and its scripts after the first paint, the loader carrying the nonce", async () => {
    const res = await get("/clients/donsbt?utm_source=x", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    const page = gunzipSync(res.body).toString("utf8");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(page).toContain("<h1>/clients/donsbt?utm_source=x</h1>");
    expect(page).toContain(`<style data-precedence="next" data-inlined-href="${CSS_HREF}">h1{color:teal}</style>`);
    expect(page).not.toMatch(/<script src=/);
    expect(page).not.toContain('rel="preload"');
    expect(page).toMatch(
      new RegExp(
        `<script data-after-first-paint="/_next/static/chunks/a.js" [^>]*nonce="${NONCE.replace(/[+/]/g, "\\$&")}">`,
      ),
    );
    // Next was asked once, marked and uncompressed, with the visitor's URL.
    expect(seen).toEqual([{ url: "/clients/donsbt?utm_source=x", inner: true, encoding: "identity" }]);
  });

  it("keeps every header Next gave it, each cookie and the policy with its nonce", async () => {
    const res = await get("/donsbt");
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers["content-security-policy"]).toContain(`'nonce-${NONCE}'`);
    expect(res.headers.vary).toBe("rsc, Accept-Encoding");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString("utf8")).toContain("data-after-first-paint");
  });

  it("is not gzipped for a client that refuses it", async () => {
    const res = await get("/donsbt", { "accept-encoding": "gzip;q=0, identity" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.toString("utf8")).toContain("data-after-first-paint");
  });

  it("keeps its status: a 404 page is rewritten too", async () => {
    const res = await get("/clients/gone");
    expect(res.status).toBe(404);
    expect(res.body.toString("utf8")).toContain("data-after-first-paint");
  });

  it("passes its RSC payload (a client-side navigation) and any other page straight to Next", async () => {
    const rsc = await get("/clients/donsbt", { rsc: "1" });
    expect(rsc.body.toString("utf8")).toContain('<script src="/_next/static/chunks/a.js"');
    const pricing = await get("/pricing");
    expect(pricing.body.toString("utf8")).toContain('<script src="/_next/static/chunks/a.js"');
    expect(seen.map((s) => s.inner)).toEqual([false, false]);
  });

  it("is answered by Next itself, unrewritten, when asking over loopback fails", async () => {
    const res = await get("/clients/broken");
    // The stand-in drops the inner request for this page; the visitor's own request then reaches it.
    expect(seen.map((s) => s.inner)).toEqual([true, false]);
    expect(res.status).toBe(200);
    expect(res.body.toString("utf8")).toContain('<script src="/_next/static/chunks/a.js"');
  });
});
