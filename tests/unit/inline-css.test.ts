import { inlineStylesheets } from "../../scripts/lib/inline-css.mjs";

const HREF = "/_next/static/chunks/abc.css";
const page = `<html><head><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head><body><script>theme()</script><p>Hi</p></body></html>`;
const css = "body{color:red}@font-face{src:url(../media/a.woff2)}";

describe("the stylesheet inlined once into a prerendered page", () => {
  const out = inlineStylesheets(page, () => css);

  it("puts the CSS in a <style> before the body, and keeps the link disabled for React to adopt", () => {
    expect(out).toContain(`<style data-precedence="next" data-inlined-href="${HREF}">body{color:red}`);
    expect(out).toContain(`<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`);
    expect(out.indexOf("<style")).toBeLessThan(out.indexOf("<body>"));
    expect(out.match(/body\{color:red\}/g)).toHaveLength(1);
  });

  it("makes the stylesheet's relative URLs absolute, so they resolve from the page", () => {
    expect(out).toContain("url(/_next/static/media/a.woff2)");
  });

  it("inlines a link that carries a page's CSP nonce (a page rendered per request)", () => {
    const nonced = page.replace('" data-precedence', '" nonce="n0nce" data-precedence');
    expect(inlineStylesheets(nonced, () => css)).toBe(out);
  });

  it("leaves an already inlined page as it is", () => {
    expect(inlineStylesheets(out, () => css)).toBe(out);
  });
});
