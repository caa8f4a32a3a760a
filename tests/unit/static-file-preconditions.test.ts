/**
 * Static files answer a range past their end with 416 and a failed precondition with 412, before Next (whose
 * file server would answer 500), by the file server's own rules; everything else reaches the server untouched.
 */
import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { staticFileRefusal } from "@/lib/http/static-file-errors";
import { staticFilePath } from "@/lib/startup/static-file-preconditions";
import { createSiteServer } from "@/lib/startup/site-server";

const FILE = { size: 100, mtimeMs: Date.parse("2026-01-01T00:00:00.500Z") };

describe("staticFileRefusal", () => {
  it.each([
    ["bytes=100-", 416],
    ["bytes=0-9", null],
    ["bytes=99-", null],
    ["bytes=-10", null],
    ["bytes=-200", 416],
    ["bytes=50-10", 416],
    ["bytes=abc", 416],
    ["bytes=100-200, 0-1", null],
    ["items=0-1", null],
    ["bytes", null],
  ])("range %s → %s", (range, status) => {
    expect(staticFileRefusal({ range }, FILE)?.status ?? null).toBe(status);
  });

  it("says where the file ends on a 416", () => {
    expect(staticFileRefusal({ range: "bytes=500-" }, FILE)?.headers["content-range"]).toBe("bytes */100");
  });

  it("ignores a range whose If-Range is stale, and honours a fresh one", () => {
    expect(staticFileRefusal({ range: "bytes=500-", "if-range": '"etag"' }, FILE)).toBeNull();
    expect(staticFileRefusal({ range: "bytes=500-", "if-range": "Thu, 01 Jan 2025 00:00:00 GMT" }, FILE)).toBeNull();
    expect(staticFileRefusal({ range: "bytes=500-", "if-range": "Fri, 01 Jan 2027 00:00:00 GMT" }, FILE)?.status).toBe(
      416,
    );
  });

  it("fails If-Match but for *, and If-Unmodified-Since before the file's last change (whole seconds)", () => {
    expect(staticFileRefusal({ "if-match": '"abc"' }, FILE)?.status).toBe(412);
    expect(staticFileRefusal({ "if-match": "*" }, FILE)).toBeNull();
    expect(staticFileRefusal({ "if-unmodified-since": "Wed, 31 Dec 2025 23:59:59 GMT" }, FILE)?.status).toBe(412);
    expect(staticFileRefusal({ "if-unmodified-since": "Thu, 01 Jan 2026 00:00:00 GMT" }, FILE)).toBeNull();
    expect(staticFileRefusal({ "if-unmodified-since": "not a date" }, FILE)).toBeNull();
    expect(
      staticFileRefusal({ "if-match": "*", "if-unmodified-since": "Mon, 01 Jan 1990 00:00:00 GMT" }, FILE)?.status,
    ).toBe(412);
  });
});

describe("before Next, in the site's server", () => {
  let dir: string;
  let server: http.Server;
  let port: number;
  const reached: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "static-preconditions-"));
    mkdirSync(path.join(dir, "public/percymd"), { recursive: true });
    mkdirSync(path.join(dir, ".next/static/chunks"), { recursive: true });
    writeFileSync(path.join(dir, "public/percymd/icon.svg"), "x".repeat(50));
    writeFileSync(path.join(dir, ".next/static/chunks/a.js"), "y".repeat(20));
    utimesSync(path.join(dir, ".next/static/chunks/a.js"), new Date("2026-01-01"), new Date("2026-01-01"));
    // Next's request handler stands in as the next step.
    server = createSiteServer(async (req, res) => {
      reached.push(req.headers);
      res.end("served");
    }, dir);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    reached.length = 0;
  });

  // fetch sends its own Host, so the hub is named in the path here (the host's hub is checked above).
  const get = (pathname: string, headers: Record<string, string>, method = "GET") =>
    fetch(`http://127.0.0.1:${port}${pathname}`, { method, headers });

  it("maps each static URL to its file: the build's assets, and public/ by the hub of the host", () => {
    expect(staticFilePath("/_next/static/chunks/a.js", undefined, dir)).toBe(
      path.join(dir, ".next/static/chunks/a.js"),
    );
    expect(staticFilePath("/icon.svg", "percymd.com", dir)).toBe(path.join(dir, "public/percymd/icon.svg"));
    expect(staticFilePath("/icon.svg", "example.com", dir)).toBe(path.join(dir, "public/marque/icon.svg"));
    expect(staticFilePath("/percytext/og-image.jpg", "percymd.com", dir)).toBe(
      path.join(dir, "public/percytext/og-image.jpg"),
    );
    expect(staticFilePath("/_next/static/%2e%2e/%2e%2e/secrets.json", undefined, dir)).toBeNull();
    expect(staticFilePath("/pricing", undefined, dir)).toBeNull();
  });

  it("answers 416 and 412 itself, in the JSON error shape", async () => {
    const past = await get("/percymd/icon.svg", { range: "bytes=50-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */50");
    expect((await past.json()).error.message).toBe("The requested range lies outside the file.");
    expect((await get("/_next/static/chunks/a.js", { "if-match": '"x"' })).status).toBe(412);
    expect((await get("/_next/static/chunks/a.js", { "if-match": '"x"' }, "HEAD")).status).toBe(412);
    expect(reached).toEqual([]);
  });

  it("lets everything else reach Next: a range it can serve, If-Match * (taken off), other paths, a missing file", async () => {
    expect((await get("/percymd/icon.svg", { range: "bytes=0-9" })).status).toBe(200);
    expect((await get("/_next/static/chunks/a.js", { "if-match": "*" })).status).toBe(200);
    expect((await get("/pricing", { range: "bytes=999-" })).status).toBe(200);
    expect((await get("/percytext/icon.svg", { range: "bytes=999-" })).status).toBe(200);
    expect((await get("/percymd/icon.svg", {}, "POST")).status).toBe(200);
    expect(reached.map((h) => h.range ?? h["if-match"] ?? null)).toEqual([
      "bytes=0-9",
      null,
      "bytes=999-",
      "bytes=999-",
      null,
    ]);
  });
});
