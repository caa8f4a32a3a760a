#!/usr/bin/env node
// After `next build`: rewrites every prerendered page (.next/server/app/**/*.html)
// to paint from its document alone (scripts/lib/paint-first.mjs: stylesheet
// inlined, scripts after the first paint), and as
// pure ASCII, so `next start` never re-encodes it per response
// (scripts/lib/ascii-html.mjs); then gives each page its Content-Security-Policy,
// its inline scripts by hash (scripts/lib/page-csp.mjs). Safe to run twice.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asciiHtml } from "./lib/ascii-html.mjs";
import { buildCssReader, paintFirst } from "./lib/paint-first.mjs";
import { metaWithPolicy, scriptHashes } from "./lib/page-csp.mjs";
import { jiti } from "./lib/database.mjs";

export async function asciiPrerenderedHtml(projectDir = process.cwd()) {
  const { prerenderedPagePolicy } = await jiti.import(path.join(process.cwd(), "lib/security/headers.ts"));
  const dir = path.join(projectDir, ".next/server/app");
  const readCss = buildCssReader(projectDir);
  let changed = 0;
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith(".html")) continue;
    const full = path.join(dir, String(file));
    const html = readFileSync(full, "utf8");
    const ascii = asciiHtml(paintFirst(html, readCss));
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
