#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile) on home, pricing and contact of
 * every hub. Writes bench/lighthouse.json and bench/lighthouse.md and exits
 * non-zero when the budget is missed: performance ≥ 0.95,
 * accessibility, best practices and SEO = 1.00.
 *
 *   npm run lighthouse                  # builds first if there is no build
 *   npm run lighthouse -- --build       # always rebuild
 *   npm run lighthouse -- --no-budget   # report only, exit 0
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { ensureBuild } from "./lib/next-server.mjs";
import { runLighthouse } from "./lib/lighthouse-runner.mjs";

const HUBS = ["marque", "percytech", "percymd", "percytext"];
const PATHS = ["/", "/pricing", "/contact"];
const BUDGET = { performance: 0.95, accessibility: 1, bestPractices: 1, seo: 1 };
const args = new Set(process.argv.slice(2));

ensureBuild({ force: args.has("--build") });
const rows = await runLighthouse({ hubs: HUBS, paths: PATHS });

const misses = rows.flatMap((r) =>
  Object.entries(BUDGET)
    .filter(([key, min]) => (r[key] ?? 0) < min)
    .map(([key]) => `${r.hub} ${r.path} ${key} ${r[key]}`),
);
const fmt = (n) => (n === null ? "–" : n.toFixed(2));
const table = [
  "| hub | page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.hub} | ${r.path} | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`,
  ),
].join("\n");

mkdirSync("bench", { recursive: true });
const date = new Date().toISOString();
writeFileSync("bench/lighthouse.json", `${JSON.stringify({ date, budget: BUDGET, results: rows, misses }, null, 2)}\n`);
writeFileSync(
  "bench/lighthouse.md",
  `# Lighthouse (mobile)\n\n${date}. Budget: performance ≥ 0.95, accessibility, best practices and SEO = 1.00.\n\n${table}\n\n${
    misses.length ? `Misses:\n\n${misses.map((m) => `- ${m}`).join("\n")}\n` : "All pages within budget.\n"
  }`,
);
console.log(`\n${table}\n\nWrote bench/lighthouse.json and bench/lighthouse.md`);
if (misses.length && !args.has("--no-budget")) {
  console.error(`Budget missed:\n${misses.join("\n")}`);
  process.exit(1);
}
