// A page's stylesheet in the document: a `<style>` holding the CSS once, so the first paint waits for no
// stylesheet request. The link itself goes to the first-paint loader, which adds it disabled (never fetched)
// for React to adopt as the loaded stylesheet on hydration. A page rendered per request has its response's
// nonce on the link; the style needs none (inline styles are allowed).
import { readFileSync } from "node:fs";
import path from "node:path";

/** A stylesheet's text by its `/_next/static/…css` URL. */
export type CssReader = (href: string) => string;

/** Whether `href` is one of the build's stylesheets. */
export function isBuildStylesheet(href: string | undefined): href is string {
  return Boolean(href?.startsWith("/_next/static/") && href.endsWith(".css"));
}

/** A reader of the build's stylesheets in `projectDir`, each read once (a build never changes them). */
export function buildCssReader(projectDir: string): CssReader {
  const cache = new Map<string, string>();
  const root = path.join(projectDir, ".next", "static");
  return (href) => {
    let css = cache.get(href);
    if (css === undefined) {
      const file = path.join(root, decodeURIComponent(href.slice("/_next/static/".length)));
      if (!file.startsWith(root + path.sep)) throw new Error(`Not a build stylesheet: ${href}`);
      css = readFileSync(file, "utf8");
      cache.set(href, css);
    }
    return css;
  };
}

/** CSS `url(...)` relative to the stylesheet, made absolute so it still resolves from the page. */
function absoluteUrls(css: string, href: string): string {
  const base = new URL(href, "http://x");
  return css.replace(/url\((['"]?)(?!data:|https?:|\/)([^'")]+)\1\)/g, (_, quote: string, ref: string) => {
    const resolved = new URL(ref, base);
    return `url(${quote}${resolved.pathname}${resolved.search}${quote})`;
  });
}

/** The stylesheet's CSS ready for a `<style>` element: URLs absolute, no `</style` inside. */
export function inlinedCss(css: string, href: string): string {
  return absoluteUrls(css, href).replace(/<\/style/gi, "<\\/style");
}
