/**
 * Lighthouse (mobile, Lighthouse's default simulated throttling) that can be
 * trusted on a shared machine: one audit at a time, `runs` audits per page and
 * the median kept, the 1-minute load average recorded before and after each
 * page's runs. The batch starts only under load < 1.0. After that the load is
 * mostly the batch's own (Chromium alone lifts it past 2), so what else ran is
 * measured as the CPU the machine spent outside this process tree
 * (tests/support/foreign-cpu.mjs): a page is void (not reported) when the batch
 * had to start under load ≥ 1.0 or other work kept ≥ 0.1 of a core busy during
 * that page's runs. For every run it keeps LCP's phases and the requests
 * that started before the first paint, with their bytes. Shared by
 * `npm run lighthouse` (bench/run-lighthouse.mjs) and `npm run bench`.
 */
import os from "node:os";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { foreignCores, sample } from "./foreign-cpu.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** A batch taken while the 1-minute load average is at or above this says more about the machine than the page. */
export const QUIET_LOAD = 1.0;
/** Other work's CPU (in cores, averaged over a page's runs) at which that page's figures are void. */
export const FOREIGN_LIMIT = 0.1;

const load1 = () => Number(os.loadavg()[0].toFixed(2));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most `maxMs`) for the 1-minute load to fall under `below`; returns the load then. */
export async function waitForQuiet({ maxMs = 120_000, below = QUIET_LOAD, log = () => {} } = {}) {
  const deadline = Date.now() + maxMs;
  let announced = false;
  while (load1() >= below && Date.now() < deadline) {
    if (!announced)
      log(`waiting up to ${Math.round(maxMs / 1000)} s for the 1-minute load (${load1()}) to fall under ${below}…`);
    announced = true;
    await sleep(5_000);
  }
  return load1();
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

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

function metric(lhr, id, digits = 0) {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? Number(value.toFixed(digits)) : null;
}

/** LCP's four phases in ms (simulated), from the LCP element audit. */
function lcpPhases(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const rows = tables.flatMap((t) => t.items ?? []).filter((i) => typeof i.phase === "string");
  const pick = (re) => {
    const row = rows.find((r) => re.test(r.phase));
    return row ? Math.round(row.timing) : null;
  };
  return {
    ttfb: pick(/TTFB/i),
    loadDelay: pick(/load delay/i),
    loadTime: pick(/load time/i),
    renderDelay: pick(/render delay/i),
  };
}

/**
 * The requests the unthrottled load started before its first paint (what the
 * simulation may count in front of LCP), with transfer bytes; `won` is true when
 * the page painted before any script finished loading.
 */
function beforeFirstPaint(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const firstPaint = observed.observedFirstPaint ?? observed.observedFirstContentfulPaint ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  if (firstPaint === null) return { firstPaintMs: null, requests: [], won: null };
  const early = requests
    .filter((r) => typeof r.networkRequestTime === "number" && r.networkRequestTime < firstPaint)
    .map((r) => ({
      url: r.url.replace(/^https?:\/\/[^/]+/, ""),
      type: r.resourceType,
      bytes: r.transferSize ?? 0,
      endMs: typeof r.networkEndTime === "number" ? Math.round(r.networkEndTime) : null,
    }));
  const scriptDoneBeforePaint = early.some((r) => r.type === "Script" && r.endMs !== null && r.endMs <= firstPaint);
  return { firstPaintMs: Math.round(firstPaint), requests: early, won: !scriptDoneBeforePaint };
}

function runRow(lhr) {
  const score = (c) => lhr.categories[c]?.score ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: metric(lhr, "largest-contentful-paint"),
    fcpMs: metric(lhr, "first-contentful-paint"),
    tbtMs: metric(lhr, "total-blocking-time"),
    cls: metric(lhr, "cumulative-layout-shift", 3),
    phases: lcpPhases(lhr),
    ...beforeFirstPaint(lhr),
    failing: failingAudits(lhr),
    // e.g. NO_FCP when the machine is too busy to paint in time: kept, not thrown.
    error: lhr.runtimeError?.code,
  };
}

/** Median of each figure over a page's runs; the requests are those of the median-LCP run. */
export function summarize(runs) {
  const ok = runs.filter((r) => !r.error);
  const m = (pick) => median(ok.map(pick));
  const byLcp = [...ok].sort((a, b) => a.lcpMs - b.lcpMs);
  const typical = byLcp[Math.floor((byLcp.length - 1) / 2)];
  return {
    runs: runs.length,
    errors: runs.length - ok.length,
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    lcpMs: m((r) => r.lcpMs),
    fcpMs: m((r) => r.fcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    phases: {
      ttfb: m((r) => r.phases.ttfb),
      loadDelay: m((r) => r.phases.loadDelay),
      loadTime: m((r) => r.phases.loadTime),
      renderDelay: m((r) => r.phases.renderDelay),
    },
    firstPaintMs: m((r) => r.firstPaintMs),
    wonRace: ok.filter((r) => r.won).length,
    lcpRuns: ok.map((r) => r.lcpMs),
    beforeFirstPaint: typical?.requests ?? [],
    failing: [...new Set(ok.flatMap((r) => r.failing))],
  };
}

/**
 * Audits each target `runs` times, one audit at a time, in one browser.
 * `targets`: { label, url, reference? }. Resolves to one entry per target:
 * { label, url, reference, loadBefore, loadAfter, foreignCores, void, summary, runs }.
 */
export async function auditTargets({ targets, runs = 5, log = console.log, quietWaitMs = 120_000 }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const pages = [];
  try {
    const loadAtStart = await waitForQuiet({ maxMs: quietWaitMs, below: QUIET_LOAD, log });
    for (const { label, url, reference = false } of targets) {
      const loadBefore = load1();
      const start = sample();
      const rows = [];
      for (let i = 0; i < runs; i++) {
        const audit = () =>
          lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
        let { lhr } = await audit();
        // A trace that lost its navigation start (NO_NAVSTART) says nothing about the page: run it once more.
        if (lhr.runtimeError) ({ lhr } = await audit());
        rows.push(runRow(lhr));
      }
      const loadAfter = load1();
      const foreign = foreignCores(start, sample());
      const isVoid = loadAtStart >= QUIET_LOAD || foreign === null || foreign >= FOREIGN_LIMIT;
      const summary = summarize(rows);
      pages.push({
        label,
        url,
        reference,
        loadBefore,
        loadAfter,
        foreignCores: foreign,
        void: isVoid,
        summary,
        runs: rows,
      });
      log(
        `lighthouse ${label}: ${isVoid ? "VOID " : ""}(load ${loadBefore} → ${loadAfter}, other work ${foreign} cores) median of ${rows.length}: perf ${summary.performance} LCP ${summary.lcpMs} ms` +
          ` FCP ${summary.fcpMs} ms TBT ${summary.tbtMs} ms CLS ${summary.cls}; won the race ${summary.wonRace}/${rows.length}` +
          `; LCP phases TTFB ${summary.phases.ttfb} / load delay ${summary.phases.loadDelay} / load time ${summary.phases.loadTime} / render delay ${summary.phases.renderDelay} ms` +
          `; before first paint (${summary.firstPaintMs} ms): ${summary.beforeFirstPaint.map((r) => `${r.url} ${(r.bytes / 1024).toFixed(1)} KB`).join(", ")}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return pages;
}
