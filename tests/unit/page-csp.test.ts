import { readdirSync } from "node:fs";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import * as pageStaticInfo from "next/dist/build/analysis/get-page-static-info";
import { getMiddlewareRouteMatcher } from "next/dist/shared/lib/router/utils/middleware-route-matcher";
import { paintFirst } from "@/lib/html/paint-first-rewriter";
import { LOADER_SCRIPT } from "@/lib/html/first-paint-loader";
import { cspHashSource as sha } from "@/lib/security/sha256";
import { contentSecurityPolicy, prerenderedPagePolicy, THEME_SCRIPT_HASH } from "@/lib/security/headers";
import {
  metaWithPolicy,
  notPrerenderedPageSource,
  prerenderedPageAlternation,
  PRERENDERED_PAGE_PATHS,
} from "@/lib/security/prerendered-pages";
import { isStaticFile } from "@/lib/http/static-file-errors";
import { config as proxyConfig } from "@/proxy";
import { NO_FLASH_THEME_SCRIPT } from "@/lib/theme/no-flash-script";

describe("a prerendered page's inline scripts", () => {
  const page =
    `<html><head><script src="/_next/static/a.js" async=""></script><script>theme()</script></head><body>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script><script id="_R_">boot()</script>` +
    `<script data-src="x">self.__next_f.push([1,"<\\/script>"])</script><p>—</p>` +
    `<script>self.__next_f.push([1,"—"])</script><script>theme()</script></body></html>`;
  const { html, report } = paintFirst(page, { readCss: () => "", ascii: true });

  it("are every script without src, the loader included, each listed once by the SHA-256 of its text as sent", () => {
    expect(report.scriptHashes).toEqual(
      [
        "theme()",
        '{"@type":"Organization"}',
        "boot()",
        'self.__next_f.push([1,"<\\/script>"])',
        'self.__next_f.push([1,"\\u2014"])',
        LOADER_SCRIPT,
      ].map(sha),
    );
    expect(html).toContain('<script>self.__next_f.push([1,"\\u2014"])</script>');
  });

  it("go into the page's .meta headers, next to Next's own, replacing an earlier policy", () => {
    const meta = JSON.stringify({ headers: { "x-nextjs-prerender": "1" }, segmentPaths: ["/_tree"] });
    const once = metaWithPolicy(meta, "script-src 'self'");
    expect(JSON.parse(once)).toEqual({
      headers: { "x-nextjs-prerender": "1", "content-security-policy": "script-src 'self'" },
      segmentPaths: ["/_tree"],
    });
    expect(JSON.parse(metaWithPolicy(once, "script-src 'none'")).headers["content-security-policy"]).toBe(
      "script-src 'none'",
    );
  });
});

describe("the policies", () => {
  const scriptSrc = (policy: string) => /script-src ([^;]+)/.exec(policy)![1].split(" ");

  it("never allow inline scripts wholesale in production, and report violations", () => {
    for (const policy of [contentSecurityPolicy(false), prerenderedPagePolicy([sha("a"), sha("a"), sha("b")])]) {
      expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).toContain("report-uri /api/csp-report");
    }
    expect(scriptSrc(contentSecurityPolicy(false))).toEqual(["'self'", THEME_SCRIPT_HASH, "'report-sample'"]);
    expect(THEME_SCRIPT_HASH).toBe(sha(NO_FLASH_THEME_SCRIPT));
    expect(scriptSrc(prerenderedPagePolicy([sha("a"), sha("a"), sha("b")]))).toEqual([
      "'self'",
      sha("a"),
      sha("b"),
      "'report-sample'",
    ]);
  });
});

describe("the site-wide policy's header rule", () => {
  const match = getPathMatch(notPrerenderedPageSource(), {
    sensitive: false,
    strict: true,
    removeUnnamedParams: true,
  });

  it("leaves out exactly the prerendered pages (they bring their own), matched as Next matches headers", () => {
    for (const path of ["/", "/pricing", "/contact/sent", "/payment-success", "/industries", "/solutions/x-y"])
      expect([path, match(path)]).toEqual([path, false]);
    for (const path of ["/nope", "/clients/donsbt", "/donsbt", "/pricing/x", "/api/health", "/icon.svg", "/admin"])
      expect([path, Boolean(match(path))]).toEqual([path, true]);
    // Next matches header sources case-insensitively: the proxy gives this 404 its policy (below).
    expect(match("/PRICING")).toBe(false);
  });

  it("and the proxy, for their nonce, runs for every other document, case-sensitively, never for a page", () => {
    const source = proxyConfig.matcher.find((m) => typeof m === "string" && m.includes("verify-otp")) as string;
    expect(source).toContain(`|${prerenderedPageAlternation()}$).*)`);
    for (const path of ["/", "/pricing", "/check-email", "/sitemap.xml", "/opengraph-image", "/industries/gun-ranges"])
      expect([path, runsProxy(path)]).toEqual([path, false]);
    for (const path of [
      "/nope",
      "/PRICING",
      "/clients/donsbt/privacy",
      "/donsbt",
      "/login",
      "/wp-login.php",
      "/marque/pricing",
      "/admin",
    ])
      expect([path, runsProxy(path)]).toEqual([path, true]);
    expect(runsProxy("/pricing", { cookie: "preferredHub=percymd" })).toBe(true);
  });

  it("lists every page folder under app/[hub] that is prerendered", () => {
    // Topic pages are prerendered per hub: TOPIC_PAGE_PATTERNS covers them.
    const dynamic = /^(admin|crash-test|login|signup|clients|donsbt|industries|solutions)(\/|$)|^opt-in-check\/\[id\]$/;
    const pages = readdirSync("app/[hub]", { recursive: true })
      .map(String)
      .filter((file) => /(^|\/)page\.tsx$/.test(file))
      .map((file) => file.replace(/\/?page\.tsx$/, "").replace("[clientId]", ":client"))
      .filter((p) => !dynamic.test(p));
    expect([...pages].sort()).toEqual([...PRERENDERED_PAGE_PATHS].sort());
  });
});

/** Whether Next runs proxy.ts for a request: its matchers compiled and matched by Next's own build and router code. */
// The build's compiler of a proxy matcher (left out of Next's type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers(matcher: unknown, nextConfig: object): Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const proxyMatches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyConfig.matcher, {}));
function runsProxy(pathname: string, headers: Record<string, string> = {}): boolean {
  return proxyMatches(pathname, { headers } as never, {});
}

describe("static files", () => {
  it("run the proxy for a wrong method, a range or a precondition, never for a browser's plain load", () => {
    const chunk = "/_next/static/chunks/0abc.js";
    for (const [path, dest] of [
      [chunk, "script"],
      ["/_next/static/chunks/site.css", "style"],
      ["/icon.svg", "image"],
      ["/percymd/og-image.jpg", "image"],
      ["/_next/static/media/x.woff2", "font"],
    ]) {
      expect([path, runsProxy(path, { "sec-fetch-dest": dest })]).toEqual([path, false]);
      // A scanner's request (no Sec-Fetch-Dest), and one with a body whatever it claims, do run it.
      expect([path, runsProxy(path)]).toEqual([path, true]);
      expect([path, runsProxy(path, { "sec-fetch-dest": dest, "content-length": "2" })]).toEqual([path, true]);
      expect([path, runsProxy(path, { "sec-fetch-dest": dest, "transfer-encoding": "chunked" })]).toEqual([path, true]);
      // A range or a precondition, which the proxy may answer 416 or 412, whatever it claims too.
      for (const header of ["range", "if-match", "if-unmodified-since"])
        expect([path, header, runsProxy(path, { "sec-fetch-dest": dest, [header]: "x" })]).toEqual([
          path,
          header,
          true,
        ]);
    }
  });

  it("are the files in public/ and Next's build assets, and the proxy runs for each of them", () => {
    const publicFiles = readdirSync("public", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.parentPath.replace(/^public\/?/, "")}/${entry.name}`.replace(/^\/\//, "/"));
    expect(publicFiles.length).toBeGreaterThan(3);
    for (const file of [...publicFiles, ...publicFiles.map((f) => f.replace(/^\/[^/]+/, "")), "/_next/static/x/a.js"]) {
      expect([file, isStaticFile(file)]).toEqual([file, true]);
      expect([file, runsProxy(file)]).toEqual([file, true]);
    }
    for (const path of ["/", "/pricing", "/icon.svg/x", "/_next/image"]) expect(isStaticFile(path)).toBe(false);
  });
});
