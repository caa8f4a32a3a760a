/**
 * @jest-environment jsdom
 */
import { afterFirstPaint, pageScripts } from "../../scripts/lib/after-first-paint.mjs";

const A = "/_next/static/chunks/a1.js";
const B = "/_next/static/chunks/turbopack-b2.js";
const C = "/_next/static/chunks/c3.js";
const POLYFILL = "/_next/static/chunks/poly.js";
const CSS = "/_next/static/chunks/site.css";
const page =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style data-precedence="next" data-inlined-href="${CSS}">p{}</style>` +
  `<link rel="stylesheet" href="${CSS}" data-precedence="next" disabled=""/><link rel="preload" as="script" fetchPriority="low" href="${C}"/>` +
  `<script src="${A}" async=""></script><script src="${B}" async=""></script>` +
  `<script src="${POLYFILL}" noModule=""></script></head>` +
  `<body><p>Hello</p><script id="_R_">boot()</script><script src="${C}" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

describe("a prerendered page that fetches nothing before its first paint", () => {
  const out = afterFirstPaint(page);

  it("leaves no chunk script, script preload or stylesheet link for the parser to fetch", () => {
    expect(out).not.toMatch(/<script src="[^"]+" async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).not.toContain('<link rel="stylesheet"');
    expect(out).toContain(`<style data-precedence="next" data-inlined-href="${CSS}">p{}</style>`);
  });

  it("keeps inline scripts, the noModule polyfill and the content where they were", () => {
    expect(out).toContain(`<script src="${POLYFILL}" noModule=""></script>`);
    expect(out).toContain('<p>Hello</p><script id="_R_">boot()</script>');
    expect(out).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
  });

  it("lists every chunk once, in document order, on one loader at the end of <body>", () => {
    expect(out).toMatch(
      new RegExp(
        `<script data-after-first-paint="${A} ${B} ${C}" data-adopted-stylesheets="${CSS} next">[^<]+</script></body>`,
      ),
    );
    expect(pageScripts(out)).toEqual([POLYFILL, A, B, C]);
    expect(pageScripts(page)).toEqual([A, B, POLYFILL, C]);
  });

  it("on a page rendered per request, takes the scripts with their nonce away and gives the nonce to the loader", () => {
    const nonced = page
      .replace(/ async=""><\/script>/g, ' async="" nonce="n0nce"></script>')
      .replace(`"${C}" async="" nonce="n0nce"`, `"${C}" nonce="n0nce" async=""`)
      .replace('fetchPriority="low" href', 'fetchPriority="low" nonce="n0nce" href');
    const rewritten = afterFirstPaint(nonced);
    expect(rewritten).not.toMatch(/<script src="[^"]+" async=""/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
    expect(rewritten).toMatch(
      new RegExp(
        `<script data-after-first-paint="${A} ${B} ${C}" data-adopted-stylesheets="${CSS} next" nonce="n0nce">`,
      ),
    );
  });

  it("leaves a page without chunk scripts, or one already rewritten, as it is", () => {
    expect(afterFirstPaint("<html><body><p>x</p></body></html>")).toBe("<html><body><p>x</p></body></html>");
    expect(afterFirstPaint(out)).toBe(out);
  });

  describe("in the browser", () => {
    const scripts = () => [...document.head.querySelectorAll("script")].map((el) => el.getAttribute("src"));
    let observed: (() => void) | null = null;

    /** Runs the loader as the parser would, with it as the current script. */
    function runLoader() {
      const loader =
        /<script data-after-first-paint="([^"]+)" data-adopted-stylesheets="([^"]+)">([^<]+)<\/script>/.exec(out)!;
      const script = document.createElement("script");
      script.setAttribute("data-after-first-paint", loader[1]);
      script.setAttribute("data-adopted-stylesheets", loader[2]);
      document.body.append(script);
      Object.defineProperty(document, "currentScript", { value: script, configurable: true });
      new Function(loader[3])();
    }

    beforeEach(() => {
      jest.useFakeTimers();
      document.head.innerHTML = "";
      observed = null;
    });
    afterEach(() => {
      jest.useRealTimers();
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it("adds the stylesheet link at once, disabled, where React looks for it", () => {
      runLoader();
      const link = document.head.querySelector(`link[rel="stylesheet"][href="${CSS}"]`)!;
      expect(link.hasAttribute("disabled")).toBe(true);
      expect(link.getAttribute("data-precedence")).toBe("next");
      expect(scripts()).toEqual([]);
    });

    it("adds the scripts, async with their own src, once the first paint is reported, and only once", () => {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
        static supportedEntryTypes = ["paint"];
        constructor(callback: () => void) {
          observed = callback;
        }
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: "paint", buffered: true });
        }
      };
      runLoader();
      jest.advanceTimersByTime(1_000);
      expect(scripts()).toEqual([]);
      observed!();
      expect(scripts()).toEqual([A, B, C]);
      // React looks for `script[async][src="…"]` before inserting a script itself.
      for (const src of [A, B, C]) expect(document.head.querySelector(`script[async][src="${src}"]`)).not.toBeNull();
      observed!();
      jest.advanceTimersByTime(5_000);
      expect(scripts()).toEqual([A, B, C]);
    });

    it("without paint timing, adds them after the first animation frame", () => {
      runLoader();
      expect(scripts()).toEqual([]);
      jest.advanceTimersByTime(20); // one animation frame, and the task queued in it
      expect(scripts()).toEqual([A, B, C]);
    });

    it("adds them after 2 s when the page never paints (a tab opened in the background)", () => {
      (window as { PerformanceObserver?: unknown }).PerformanceObserver = class {
        static supportedEntryTypes = ["paint"];
        observe() {}
      };
      runLoader();
      jest.advanceTimersByTime(1_999);
      expect(scripts()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(scripts()).toEqual([A, B, C]);
    });
  });
});
