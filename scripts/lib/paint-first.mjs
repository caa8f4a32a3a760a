// A page that paints from its document alone: its stylesheet inlined once
// (./inline-css.mjs) and its scripts loaded after the first paint
// (./after-first-paint.mjs). One rewrite for both kinds of page: the
// prerendered ones after the build (scripts/ascii-prerendered-html.mjs) and
// the client program pages as they are rendered per request
// (lib/startup/paint-first-per-request.ts). Safe to run twice.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterFirstPaint } from "./after-first-paint.mjs";
import { inlineStylesheets } from "./inline-css.mjs";

/** A reader of `/_next/static/…` files from the build in `projectDir`, each read once (a build never changes them). */
export function buildCssReader(projectDir) {
  const cache = new Map();
  return (href) => {
    if (!cache.has(href)) {
      const file = path.join(projectDir, ".next", href.replace(/^\/_next\//, ""));
      cache.set(href, readFileSync(file, "utf8"));
    }
    return cache.get(href);
  };
}

/** `html` with its stylesheet inlined and its scripts after the first paint; `readCss(href)` gives a stylesheet. */
export function paintFirst(html, readCss) {
  return afterFirstPaint(inlineStylesheets(html, readCss));
}
