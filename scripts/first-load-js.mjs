#!/usr/bin/env node
/**
 * First-load JavaScript of a prerendered page, the JavaScript budget figure:
 * reads `.next/server/app/<page>.html` from a finished `next build`, finds
 * every `<script src>` and sums `gzip -9` of each file from `.next/static`.
 * Units are kB of 1000 bytes, like the usual "bare Next 16 page ≈ 174 KB"
 * (which counts the `noModule` polyfills too; modern browsers skip those, so
 * that figure is printed as well).
 *
 *   node scripts/first-load-js.mjs [page=marque] [--dir=<project>] [--json]
 *
 * `page` is the HTML file's name under .next/server/app without `.html`
 * (`marque` is Marque's home, `percymd/pricing` PercyMD's pricing page).
 * Scripts that are only `<link rel="preload" as="script">` are listed apart.
 */
import { readFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const page = args.find((a) => !a.startsWith("--")) ?? "marque";
const dir = resolve(args.find((a) => a.startsWith("--dir="))?.slice(6) ?? process.cwd());
const asJson = args.includes("--json");

const htmlPath = join(dir, ".next/server/app", `${page}.html`);
if (!existsSync(htmlPath)) {
  console.error(`No ${htmlPath}: run \`next build\` first (or pass --dir=).`);
  process.exit(1);
}
const html = readFileSync(htmlPath, "utf8");

/** `/_next/static/…` URLs of the tags matching `pattern`, in document order, once each. */
function staticUrls(pattern, keep = () => true) {
  const urls = [];
  for (const match of html.matchAll(pattern)) {
    const tag = match[0];
    const src = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (src?.startsWith("/_next/static/") && keep(tag) && !urls.includes(src)) urls.push(src);
  }
  return urls;
}

function measure(url) {
  const file = join(dir, ".next", decodeURIComponent(url.replace(/^\/_next\//, "").split("?")[0]));
  const raw = readFileSync(file);
  return { url, bytes: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

const noModule = new Set(staticUrls(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g, (tag) => /\bnoModule\b/i.test(tag)));
const scripts = staticUrls(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g).map((url) => ({
  ...measure(url),
  noModule: noModule.has(url),
}));
const scriptSet = new Set(scripts.map((s) => s.url));
const preloads = staticUrls(/<link\b[^>]*\bas="script"[^>]*>/g)
  .filter((u) => !scriptSet.has(u))
  .map(measure);

const total = scripts.reduce((n, s) => n + s.gzip, 0);
const modern = scripts.filter((s) => !s.noModule).reduce((n, s) => n + s.gzip, 0);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

if (asJson) {
  console.log(JSON.stringify({ page, gzipBytes: total, modernGzipBytes: modern, scripts, preloads }, null, 2));
} else {
  for (const s of scripts) console.log(`${kb(s.gzip).padStart(10)}  ${s.url}${s.noModule ? " (noModule)" : ""}`);
  for (const s of preloads) console.log(`${kb(s.gzip).padStart(10)}  ${s.url} (preload only, not counted)`);
  console.log(`${kb(total).padStart(10)}  first-load JS of ${page} (${scripts.length} scripts, gzip -9)`);
  console.log(`${kb(modern).padStart(10)}  of which a modern browser runs (without noModule polyfills)`);
}
