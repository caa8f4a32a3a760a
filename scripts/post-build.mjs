#!/usr/bin/env node
// After `next build`, the one post-build step (`npm run build` and the test build both run it): every
// prerendered page (.next/server/app/**/*.html) rewritten to paint from its document alone and as pure ASCII
// (lib/html/paint-first-rewriter.ts), its finished Suspense boundaries in place
// (lib/html/inline-suspense-boundaries.ts), its Content-Security-Policy (its inline scripts by hash) written into
// the `.meta` file Next sends its headers from, then the site's own server compiled to JavaScript
// (scripts/compile-site-server.mjs) and the standalone server completed. It fails, naming the
// page and the rule, when a page misses a rewrite it must get. Next's own error shells (`_global-error`)
// are rewritten but keep the site-wide policy. Safe to run twice.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createJiti } from "jiti";
import { compileSiteServer, SITE_SERVER_OUT } from "./compile-site-server.mjs";
import { completeStandalone } from "./standalone-assets.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const jiti = createJiti(import.meta.filename, { alias: { "@/": `${ROOT}/` } });
const lib = (file) => jiti.import(path.join(ROOT, "lib", file));

/** Rewrites every prerendered page of the build in `projectDir`; resolves to the problems, one line each. */
export async function rewritePrerenderedPages(projectDir = process.cwd()) {
  const { paintFirst } = await lib("html/paint-first-rewriter.ts");
  const { inlineSuspenseBoundaries } = await lib("html/inline-suspense-boundaries.ts");
  const { buildCssReader } = await lib("html/inline-stylesheet.ts");
  const { brokenRules } = await lib("html/page-rules.ts");
  const { prerenderedPagePolicy } = await lib("security/headers.ts");
  const { metaWithPolicy } = await lib("security/prerendered-pages.ts");
  const readCss = buildCssReader(projectDir);
  const dir = path.join(projectDir, ".next/server/app");
  const problems = [];
  let pages = 0;
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    if (!file.endsWith(".html")) continue;
    const full = path.join(dir, file);
    // Finished Suspense boundaries back in place first, so the rewrite and the hashes see the final page.
    const inline = inlineSuspenseBoundaries(readFileSync(full, "utf8"));
    const { html, report } = paintFirst(inline.html, { readCss, ascii: true });
    writeFileSync(full, html);
    if (inline.outlinedLeft)
      problems.push(`${file}: text inline: ${inline.outlinedLeft} Suspense boundary(ies) sent out of place`);
    if (path.basename(file).startsWith("_")) continue;
    pages++;
    for (const { rule, reason } of brokenRules(report)) problems.push(`${file}: ${rule}: ${reason}`);
    const meta = full.replace(/\.html$/, ".meta");
    if (!existsSync(meta)) problems.push(`${file}: CSP hashes: no .meta file beside the page to carry its policy`);
    else writeFileSync(meta, metaWithPolicy(readFileSync(meta, "utf8"), prerenderedPagePolicy(report.scriptHashes)));
  }
  if (pages === 0) problems.push(`${path.relative(projectDir, dir) || dir}: no prerendered page found`);
  return { pages, problems };
}

/** The whole step; resolves to the problems (none: the build is good). */
export async function postBuild(projectDir = process.cwd()) {
  const { pages, problems } = await rewritePrerenderedPages(projectDir);
  if (problems.length) return problems;
  compileSiteServer(ROOT, path.join(projectDir, SITE_SERVER_OUT));
  const standalone = await completeStandalone(projectDir);
  console.log(
    `post-build: ${pages} prerendered page(s) paint first (stylesheet inlined, scripts after the first paint, ASCII), ` +
      `each with its CSP hashes${standalone ? "; .next/standalone completed" : ""}`,
  );
  return [];
}

/** The step as a command: each problem on stderr and exit 1, the build refused. */
export async function runPostBuild(projectDir = process.cwd()) {
  const problems = await postBuild(projectDir);
  if (!problems.length) return;
  for (const problem of problems) console.error(`post-build: ${problem}`);
  console.error(`post-build: ${problems.length} rewrite(s) missing; the build is refused.`);
  process.exit(1);
}

if (import.meta.filename === process.argv[1]) {
  await runPostBuild(process.argv[2] ? path.resolve(process.argv[2]) : process.cwd());
}
