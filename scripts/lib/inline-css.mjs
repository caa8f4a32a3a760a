// Prerendered HTML with its stylesheets in the document: a `<style>` holding
// the CSS once, so the first paint waits for no stylesheet request and the
// inline theme script at the top of <body> waits for none either. The
// original `<link>` stays, `disabled` (never fetched, never blocking), for
// React to adopt as the loaded stylesheet on hydration, so it neither fetches
// nor inserts it again. A page rendered per request has its response's CSP
// nonce on the link; the style needs none (inline styles are allowed).
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"(?: nonce="[^"]*")? data-precedence="([^"]*)"\/>/g;

/** CSS `url(...)` relative to the stylesheet, made absolute so it still resolves from the page. */
function absoluteUrls(css, href) {
  const base = new URL(href, "http://x");
  return css.replace(/url\((['"]?)(?!data:|https?:|\/)([^'")]+)\1\)/g, (_, q, ref) => {
    const resolved = new URL(ref, base);
    return `url(${q}${resolved.pathname}${resolved.search}${q})`;
  });
}

/** `html` with each Next stylesheet link inlined; `readCss(href)` returns a stylesheet's text. */
export function inlineStylesheets(html, readCss) {
  return html.replace(STYLESHEET_LINK, (whole, href, precedence) => {
    const css = absoluteUrls(readCss(href), href).replace(/<\/style/gi, "<\\/style");
    return `<style data-precedence="${precedence}" data-inlined-href="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
  });
}
