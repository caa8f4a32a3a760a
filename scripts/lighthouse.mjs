#!/usr/bin/env node
/**
 * Lighthouse (mobile, default throttling) on home, pricing and contact of
 * every hub, against a production `next start` on a free port. Writes
 * bench/lighthouse.json and bench/lighthouse.md and exits non-zero when the
 * issue 4 budget is missed: performance ≥ 0.95, accessibility, best
 * practices and SEO = 1.00.
 *
 *   npm run lighthouse              # builds first if there is no build
 *   npm run lighthouse -- --build   # always rebuild
 *   npm run lighthouse -- --no-budget   # report only, exit 0
 */
import { mkdirSync, writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { ensureBuild, startNext } from "./lib/next-server.mjs";

const HUBS = ["marque", "percytech", "percymd", "percytext"];
const PAGES = ["/", "/pricing", "/contact"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const BUDGET = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 };
const args = new Set(process.argv.slice(2));

ensureBuild({ force: args.has("--build") });
const server = await startNext();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

const results = [];
try {
  for (const hub of HUBS) {
    for (const path of PAGES) {
      const url = `http://${hub}.localhost:${server.port}${path}`;
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .filter((a) => CATEGORIES.slice(1).some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
        .map((a) => a.id);
      const metrics = {
        fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      };
      results.push({ hub, path, scores, metrics, failing });
      console.log(hub.padEnd(10), path.padEnd(9), CATEGORIES.map((c) => `${c} ${scores[c]}`).join("  "), failing.join(" "));
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

const misses = results.flatMap((r) =>
  CATEGORIES.filter((c) => (r.scores[c] ?? 0) < BUDGET[c]).map((c) => `${r.hub} ${r.path} ${c} ${r.scores[c]}`),
);
const fmt = (n) => (n === null ? "–" : n.toFixed(2));
const table = [
  "| hub | page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |",
  "|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| ${r.hub} | ${r.path} | ${CATEGORIES.map((c) => fmt(r.scores[c])).join(" | ")} | ${r.metrics.lcpMs} | ${r.metrics.tbtMs} | ${r.metrics.cls} |`,
  ),
].join("\n");

mkdirSync("bench", { recursive: true });
const date = new Date().toISOString();
writeFileSync("bench/lighthouse.json", `${JSON.stringify({ date, budget: BUDGET, results, misses }, null, 2)}\n`);
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
