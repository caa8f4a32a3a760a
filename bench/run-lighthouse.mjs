#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile) on home, pricing, contact, FAQ, a client
 * program page, the opt-in check, the topic index and the first topic page
 * of every hub, beside a bare Next page of one paragraph and one of the same
 * size as our home, in one batch: one audit at a time, 5 runs per page
 * (medians), the 1-minute load recorded before and after each page. A batch
 * taken under load ≥ 1.0 is void: it is written to bench/tmp/lighthouse-void.json
 * and not reported. A quiet batch goes to bench/lighthouse.json and
 * bench/lighthouse.md, and the command fails when a page misses the budget:
 * median performance ≥ 0.98 (and within 0.02 of the same-size bare page), LCP ≤ 1200 ms,
 * TBT within 50 ms of the same-size bare page's, CLS 0,
 * accessibility, best practices and SEO = 1.00.
 *
 *   npm run lighthouse                        # builds first if there is no build
 *   npm run lighthouse -- --build             # always rebuild
 *   npm run lighthouse -- --runs=7            # more runs per page (at least 5)
 *   npm run lighthouse -- --only="marque /pricing"  # the bare pages and ours whose label contains this
 *   npm run lighthouse -- --wait=0            # do not wait for a quiet machine first (the batch will likely be void)
 *   npm run lighthouse -- --no-budget         # report only, exit 0
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { lighthouseBatch } from "./lighthouse.mjs";
import { lighthouseMarkdown, lighthouseMisses } from "./lighthouse-report.mjs";

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(5, Number(option("runs") ?? 5));
const root = process.cwd();

ensureBuild({ force: args.includes("--build") });
const batch = await lighthouseBatch({
  root,
  runs,
  only: option("only"),
  quietWaitMs: Number(option("wait") ?? 120) * 1000,
  log: (m) => console.log(`[lighthouse] ${m}`),
});
const markdown = `# Lighthouse (mobile)\n\n${lighthouseMarkdown(batch)}`;
if (batch.void) {
  mkdirSync("bench/tmp", { recursive: true });
  writeFileSync("bench/tmp/lighthouse-void.json", `${JSON.stringify(batch, null, 2)}\n`);
  console.log(
    `\n${markdown}\nWrote bench/tmp/lighthouse-void.json (bench/lighthouse.json and .md keep the last quiet batch).`,
  );
  process.exit(2);
}
// A batch of some pages is kept beside the whole batch's record, never over it.
const out = option("only") ? "bench/lighthouse-only" : "bench/lighthouse";
writeFileSync(`${out}.json`, `${JSON.stringify(batch, null, 2)}\n`);
writeFileSync(`${out}.md`, option("only") ? markdown.replace("\n\n", `, only "${option("only")}"\n\n`) : markdown);
console.log(`\n${markdown}\nWrote ${out}.json and ${out}.md`);
const misses = lighthouseMisses(batch);
if (misses.length && !args.includes("--no-budget")) {
  console.error(`Budget missed:\n${misses.join("\n")}`);
  process.exit(1);
}
