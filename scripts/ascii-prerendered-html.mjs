#!/usr/bin/env node
// After `next build`: rewrites every prerendered page (.next/server/app/**/*.html)
// with its stylesheet inlined once (scripts/lib/inline-css.mjs), its scripts
// loaded after the first paint (scripts/lib/after-first-paint.mjs), and as
// pure ASCII, so `next start` never re-encodes it per response
// (scripts/lib/ascii-html.mjs); then gives each page its Content-Security-Policy,
// its inline scripts by hash (scripts/lib/page-csp.mjs). Safe to run twice.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asciiHtml } from "./lib/ascii-html.mjs";
import { inlineStylesheets } from "./lib/inline-css.mjs";
import { afterFirstPaint } from "./lib/after-first-paint.mjs";
import { metaWithPolicy, scriptHashes } from "./lib/page-csp.mjs";
import { jiti } from "./lib/database.mjs";

/** A reader of `/_next/static/…` files from a build in `projectDir`, each read once. */
function buildCssReader(projectDir) {
  const cache = new Map();
  return (href) => {
    if (!cache.has(href)) {
      const file = path.join(projectDir, ".next", href.replace(/^\/_next\//, ""));
      cache.set(href, readFileSync(file, "utf8"));
    }
    return cache.get(href);
  };
}

export async function asciiPrerenderedHtml(projectDir = process.cwd()) {
  const { prerenderedPagePolicy } = await jiti.import(path.join(process.cwd(), "lib/security/headers.ts"));
  const dir = path.join(projectDir, ".next/server/app");
  const readCss = buildCssReader(projectDir);
  let changed = 0;
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith(".html")) continue;
    const full = path.join(dir, String(file));
    const html = readFileSync(full, "utf8");
    const ascii = asciiHtml(afterFirstPaint(inlineStylesheets(html, readCss)));
    if (ascii !== html) {
      writeFileSync(full, ascii);
      changed++;
    }
    // Next's own error shells (_global-error, _not-found) keep the site-wide policy.
    const meta = full.replace(/\.html$/, ".meta");
    if (path.basename(full).startsWith("_") || !existsSync(meta)) continue;
    writeFileSync(meta, metaWithPolicy(readFileSync(meta, "utf8"), prerenderedPagePolicy(scriptHashes(ascii))));
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changed = await asciiPrerenderedHtml();
  console.log(
    `ascii-prerendered-html: ${changed} page(s) rewritten (stylesheet inlined, scripts after the first paint, ASCII); each page's CSP lists its inline scripts by hash`,
  );
}
