#!/usr/bin/env node
/**
 * What a prerendered page's HTML is made of: markup (and within it class
 * attributes, inline SVG, text), the inline stylesheet, the inline RSC
 * payload (and within it class strings, SVG, JSON-LD), other scripts. Reads
 * `.next/server/app/<page>.html` of a finished build.
 *
 *   node scripts/html-anatomy.mjs [page=marque] [--json]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Byte counts of a page's parts; `html` is the whole document. */
export function htmlAnatomy(html) {
  const parts = { stylesheet: 0, rscPayload: 0, jsonLd: 0, otherScripts: 0, markup: 0 };
  const payloadTexts = [];
  let markup = html;
  markup = markup.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (m) => {
    parts.stylesheet += m.length;
    return "";
  });
  markup = markup.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (m, attrs, body) => {
    if (body.startsWith("self.__next_f.push")) {
      parts.rscPayload += m.length;
      payloadTexts.push(body);
    } else if (/application\/ld\+json/.test(attrs)) parts.jsonLd += m.length;
    else parts.otherScripts += m.length;
    return "";
  });
  parts.markup = markup.length;
  const sum = (re, text) => [...text.matchAll(re)].reduce((n, m) => n + m[0].length, 0);
  const payload = payloadTexts.join("");
  const inMarkup = {
    classAttributes: sum(/ class="[^"]*"/g, markup),
    svg: sum(/<svg\b[\s\S]*?<\/svg>/g, markup),
    headTags: sum(/<head>[\s\S]*?<\/head>/g, markup),
    text: markup.replace(/<[^>]*>/g, "").length,
  };
  const inPayload = {
    classStrings: sum(/\\"className\\":\\"(?:[^"\\]|\\\\.)*?\\"/g, payload),
    svg:
      sum(/\\"(?:svg|path|circle|rect|line|polyline)\\",[^\]]*?\]/g, payload) +
      sum(/__html\\":\\"\\u003c(?:path|circle|rect)[^}]*/g, payload),
    jsonLd: sum(/application\/ld\+json[^\]]*/g, payload),
    metadata: sum(/\\"(?:meta|link|title)\\",/g, payload),
  };
  return { total: html.length, gzip: gzipSync(html, { level: 9 }).length, parts, inMarkup, inPayload };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const page = args.find((a) => !a.startsWith("--")) ?? "marque";
  const html = readFileSync(path.join(process.cwd(), ".next/server/app", `${page}.html`), "utf8");
  const a = htmlAnatomy(html);
  if (args.includes("--json")) console.log(JSON.stringify(a, null, 2));
  else {
    const pct = (n) => `${((n / a.total) * 100).toFixed(0)}%`.padStart(4);
    const row = (label, n) => console.log(`${String(n).padStart(8)} ${pct(n)}  ${label}`);
    console.log(`${page}: ${a.total} bytes (${a.gzip} gzip -9)`);
    for (const [k, v] of Object.entries(a.parts)) row(k, v);
    console.log("in the markup:");
    for (const [k, v] of Object.entries(a.inMarkup)) row(`  ${k}`, v);
    console.log("in the RSC payload:");
    for (const [k, v] of Object.entries(a.inPayload)) row(`  ${k}`, v);
  }
}
