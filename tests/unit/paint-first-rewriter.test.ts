import { createPaintFirstRewriter, paintFirst } from "@/lib/html/paint-first-rewriter";
import { brokenRules } from "@/lib/html/page-rules";
import { pageScripts } from "@/lib/html/page-scripts";

const A = "/_next/static/chunks/a1.js";
const B = "/_next/static/chunks/turbopack-b2.js";
const C = "/_next/static/chunks/c3.js";
const POLYFILL = "/_next/static/chunks/poly.js";
const CSS = "/_next/static/chunks/site.css";
const css = 'body{color:red}@font-face{src:url(../media/a.woff2)}.q::before{content:"—"}';
const readCss = (href: string) => {
  if (href !== CSS) throw new Error(`no ${href}`);
  return css;
};
const page =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="${CSS}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="${C}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  `<script src="${POLYFILL}" noModule=""></script><title>Plans — Marque</title></head>` +
  `<body><p title="a — b">Hello “you” 😀</p><script id="_R_">boot()</script><script src="${C}" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([1,"Marque — “hi” 😀"])</script></body></html>`;

describe("a prerendered page rewritten to paint from its document alone", () => {
  const { html: out, report } = paintFirst(page, { readCss, ascii: true });

  it("inlines the stylesheet once before the body, its relative URLs made absolute", () => {
    expect(out).toContain(`<style data-precedence="next" data-inlined-href="${CSS}">body{color:red}`);
    expect(out).toContain("url(/_next/static/media/a.woff2)");
    expect(out.indexOf("<style")).toBeLessThan(out.indexOf("<body>"));
    expect(out.match(/body\{color:red\}/g)).toHaveLength(1);
    expect(out).not.toContain('<link rel="stylesheet"');
  });

  it("leaves no chunk script or script preload for the parser to fetch, and keeps the rest where it was", () => {
    expect(out).not.toMatch(/<script src="[^"]+" async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(`<script src="${POLYFILL}" noModule=""></script>`);
    expect(out).toContain('<script id="_R_">boot()</script>');
  });

  it("lists every chunk once, in document order, on one loader at the end of <body>", () => {
    expect(out).toMatch(
      new RegExp(
        `<script data-after-first-paint="${A} ${B} ${C}" data-adopted-stylesheets="${CSS} next">[^<]+</script></body></html>$`,
      ),
    );
    expect(pageScripts(out)).toEqual([POLYFILL, A, B, C]);
    expect(pageScripts(page)).toEqual([A, B, POLYFILL, C]);
  });

  it("is pure ASCII, each character escaped for where it stands, so the browser reads the same page", () => {
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    expect(out).toContain('<p title="a &#x2014; b">Hello &#x201C;you&#x201D; &#x1F600;</p>');
    expect(out).toContain("<title>Plans &#x2014; Marque</title>");
    expect(out).toContain('content:"\\002014"');
    const payload = /push\((\[1,[^\]]+\])\)/.exec(out)?.[1] ?? "";
    expect(payload).toBe('[1,"Marque \\u2014 \\u201Chi\\u201D \\uD83D\\uDE00"]');
    expect(JSON.parse(payload)).toEqual([1, "Marque — “hi” 😀"]);
  });

  it("reports every rule met, and a second pass changes nothing", () => {
    expect(brokenRules(report)).toEqual([]);
    const again = paintFirst(out, { readCss, ascii: true });
    expect(again.html).toBe(out);
    expect(again.report.scriptHashes).toEqual(report.scriptHashes);
    expect(brokenRules(again.report)).toEqual([]);
  });

  it("gives the same bytes when the page comes in pieces of any size, split anywhere (even inside a character)", () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 7, 64, 1000]) {
      const rewriter = createPaintFirstRewriter({ readCss, ascii: true });
      const decoder = new TextDecoder();
      let streamed = "";
      for (let i = 0; i < bytes.length; i += size) {
        streamed += rewriter.write(decoder.decode(bytes.subarray(i, i + size), { stream: true }));
      }
      streamed += rewriter.end();
      expect([size, streamed]).toEqual([size, out]);
      expect(rewriter.report.scriptHashes).toEqual(report.scriptHashes);
    }
  });

  it("sends the start of a streamed page before its end has come", () => {
    const rewriter = createPaintFirstRewriter({ readCss });
    const head = rewriter.write(page.slice(0, page.indexOf("<body>") + 20));
    expect(head).toContain("<style data-precedence");
    expect(head).toContain("<title>");
  });
});

describe("a page rendered per request (its scripts carry the response's nonce)", () => {
  const nonced = page
    .replace(/ async=""><\/script>/g, ' async="" nonce="n0nce"></script>')
    .replace('fetchPriority="low" href', 'fetchPriority="low" nonce="n0nce" href')
    .replace('data-precedence="next"/>', 'nonce="n0nce" data-precedence="next"/>');
  const { html, report } = paintFirst(nonced, { readCss });

  it("gives the nonce to the loader and keeps the text as it is (no ASCII pass)", () => {
    expect(html).not.toMatch(/<script src="[^"]+" async=""/);
    expect(html).toMatch(
      new RegExp(
        `<script data-after-first-paint="${A} ${B} ${C}" data-adopted-stylesheets="${CSS} next" nonce="n0nce">`,
      ),
    );
    expect(html).toContain("Hello “you” 😀");
    expect(brokenRules(report)).toEqual([]);
  });
});

describe("a page that misses a rewrite is named by rule", () => {
  const rules = (html: string, read = readCss) => brokenRules(paintFirst(html, { readCss: read }).report);

  it("a page whose stylesheet is gone, or cannot be read", () => {
    const noLink = page.replace(/<link rel="stylesheet"[^>]+>/, "");
    expect(rules(noLink).map((r) => r.rule)).toEqual(["stylesheet inlined"]);
    expect(
      rules(page, () => {
        throw new Error("gone");
      }),
    ).toEqual([{ rule: "stylesheet inlined", reason: `could not read ${CSS}` }]);
  });

  it("a page whose chunks Next writes some other way (deferred, not async) still runs them before the paint", () => {
    const deferred = page.replace(/ async=""/g, ' defer=""');
    const broken = rules(deferred);
    expect(broken.map((r) => r.rule)).toEqual(["scripts after first paint"]);
    expect(broken[0].reason).toContain("no first-paint loader");
    const mixed = page.replace(`<script src="${B}" async="">`, `<script src="${B}" defer="">`);
    expect(rules(mixed)).toEqual([
      { rule: "scripts after first paint", reason: `still loaded before the first paint: ${B}` },
    ]);
  });

  it("a page without any inline script has nothing hashed for its policy", () => {
    expect(rules("<html><head></head><body><p>x</p></body></html>").map((r) => r.rule)).toEqual([
      "stylesheet inlined",
      "scripts after first paint",
      "CSP hashes",
    ]);
  });
});
