/**
 * Static files answer a range past their end with 416 and a failed precondition with 412 in proxy.ts, which
 * every way of serving the site runs, before Next's file server (which would answer 500), by that server's own
 * rules; everything else goes on to it untouched.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { staticFileRefusal } from "@/lib/http/static-file-errors";
import { staticFileAnswer, staticFilePath } from "@/lib/http/static-file-preconditions";

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

  it("ignores a range whose If-Range is stale, and honors a fresh one", () => {
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

describe("in the proxy, before Next's file server", () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "static-preconditions-"));
    mkdirSync(path.join(dir, "public/percymd"), { recursive: true });
    mkdirSync(path.join(dir, ".next/static/chunks"), { recursive: true });
    writeFileSync(path.join(dir, "public/percymd/icon.svg"), "x".repeat(50));
    writeFileSync(path.join(dir, ".next/static/chunks/a.js"), "y".repeat(20));
    utimesSync(path.join(dir, ".next/static/chunks/a.js"), new Date("2026-01-01"), new Date("2026-01-01"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const answer = (pathname: string, headers: Record<string, string>, method = "GET") =>
    staticFileAnswer(new NextRequest(`http://127.0.0.1:3000${pathname}`, { method, headers }), dir);
  /** Whether the proxy lets the request go on to Next (its own marker). */
  const goesOn = (response: Response) => response.headers.get("x-middleware-next") === "1";

  it("maps each static URL to its file: the build's assets, and public/ by the hub of the host", () => {
    expect(staticFilePath("/_next/static/chunks/a.js", null, dir)).toBe(path.join(dir, ".next/static/chunks/a.js"));
    expect(staticFilePath("/icon.svg", "percymd.com", dir)).toBe(path.join(dir, "public/percymd/icon.svg"));
    expect(staticFilePath("/icon.svg", "example.com", dir)).toBe(path.join(dir, "public/marque/icon.svg"));
    expect(staticFilePath("/percytext/og-image.jpg", "percymd.com", dir)).toBe(
      path.join(dir, "public/percytext/og-image.jpg"),
    );
    expect(staticFilePath("/_next/static/%2e%2e/%2e%2e/secrets.json", null, dir)).toBeNull();
    expect(staticFilePath("/pricing", null, dir)).toBeNull();
  });

  it("answers 416 and 412 itself, in the JSON error shape, and 405 for a wrong method", async () => {
    const past = await answer("/percymd/icon.svg", { range: "bytes=50-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */50");
    expect((await past.json()).error.message).toBe("The requested range lies outside the file.");
    expect((await answer("/_next/static/chunks/a.js", { "if-match": '"x"' })).status).toBe(412);
    const head = await answer("/_next/static/chunks/a.js", { "if-match": '"x"' }, "HEAD");
    expect([head.status, await head.text()]).toEqual([412, ""]);
    const post = await answer("/percymd/icon.svg", {}, "POST");
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
  });

  it("lets everything else go on: a range it can serve, If-Match * (taken off), a missing file, a plain GET", async () => {
    expect(goesOn(await answer("/percymd/icon.svg", { range: "bytes=0-9" }))).toBe(true);
    expect(goesOn(await answer("/percytext/icon.svg", { range: "bytes=999-" }))).toBe(true);
    expect(goesOn(await answer("/_next/static/chunks/a.js", {}))).toBe(true);
    const star = await answer("/_next/static/chunks/a.js", { "if-match": "*", "x-other": "1" });
    expect(goesOn(star)).toBe(true);
    // The request headers Next goes on with: every one but If-Match.
    const kept = star.headers.get("x-middleware-override-headers")?.split(",") ?? [];
    expect(kept).toContain("x-other");
    expect(kept).not.toContain("if-match");
  });
});
