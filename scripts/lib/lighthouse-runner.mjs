/**
 * Lighthouse (mobile, Lighthouse's default simulated throttling) over a set
 * of hubs and paths, against its own `next start` on a free port. Shared by
 * `npm run lighthouse` (scripts/lighthouse.mjs) and `npm run bench`
 * (bench/lighthouse.mjs). Needs a build in .next.
 */
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startNext } from "./next-server.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Audits below 1 that count towards a non-performance category: what to fix. */
function failingAudits(lhr) {
  const weighted = new Set(
    CATEGORIES.slice(1).flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id),
    ),
  );
  return Object.values(lhr.audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score !== undefined && a.score < 1)
    .map((a) => a.id);
}

/** A metric rounded to `digits`, or null when Lighthouse could not measure it. */
function metric(lhr, id, digits) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? Number(value.toFixed(digits)) : null;
}

/**
 * Resolves to one row per page: scores (0–1), LCP/TBT in ms, CLS, failing
 * audit ids. With `warm`, two rows per page: "cold" (the server's first load
 * of it) and "warm" (the next); Lighthouse empties the browser cache for each.
 * `references` ({ name, url }) are audited in the same browser after the
 * pages, as the floor to compare them with (a bare Next page of the same size).
 */
export async function runLighthouse({ log = console.log, hubs, paths, warm = false, references = [] }) {
  const server = await startNext({ LOG_LEVEL: "ERROR" });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows = [];
  try {
    const targets = [
      // *.localhost resolves to loopback in Chromium, so each hub is its own host.
      ...hubs.flatMap((hub) =>
        paths.map((path) => ({ hub, path, url: `http://${hub}.localhost:${server.port}${path}` })),
      ),
      ...references.map(({ name, url }) => ({ hub: name, path: new URL(url).pathname, url, reference: true })),
    ];
    for (const { hub, path, url, reference } of targets) {
      const audit = () =>
        lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      for (const run of warm ? ["cold", "warm"] : [undefined]) {
        let { lhr } = await audit();
        // A trace that lost its navigation start (NO_NAVSTART) says nothing about the page: run it once more.
        if (lhr.runtimeError) ({ lhr } = await audit());
        const score = (c) => lhr.categories[c]?.score ?? null;
        const row = {
          hub,
          path,
          ...(run ? { run } : {}),
          ...(reference ? { reference: true } : {}),
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: metric(lhr, "largest-contentful-paint", 0),
          tbtMs: metric(lhr, "total-blocking-time", 0),
          cls: metric(lhr, "cumulative-layout-shift", 3),
          failing: failingAudits(lhr),
          // e.g. NO_FCP when the machine is too busy to paint in time: kept, not thrown.
          error: lhr.runtimeError?.code,
        };
        rows.push(row);
        log(
          `lighthouse ${hub} ${path}${run ? ` ${run}` : ""}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}` +
            ` LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls}${row.failing.length ? ` (${row.failing.join(", ")})` : ""}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  return rows;
}
