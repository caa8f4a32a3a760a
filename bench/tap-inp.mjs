// A visitor's first tap on a slow phone: Chromium at 4x CPU throttling loads
// the page, waits 300 ms after its first contentful paint, taps one control,
// and records the INP that web-vitals reports for that tap (its own IIFE
// build, injected before any page script). The same tap lands on the bare
// page of the same size (a paragraph), so the two read side by side.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const AFTER_PAINT_MS = 300;

/** What to tap on each page: the menu button (phone width), a FAQ question, a form field. */
export const TAPS = [
  { path: "/", control: "the menu button", selector: "button[popovertarget]" },
  { path: "/pricing", control: "the menu button", selector: "button[popovertarget]" },
  { path: "/faq", control: "a FAQ question", selector: "details summary" },
  { path: "/contact", control: "the first-name field", selector: "input[name=firstName]" },
];

function webVitalsScript(root) {
  const iife = readFileSync(path.join(root, "node_modules/web-vitals/dist/web-vitals.iife.js"), "utf8");
  // Every INP change is kept; the first tap is the only interaction, so the last value is its INP.
  return `${iife}\nwindow.__inp = null;\naddEventListener("DOMContentLoaded", () => webVitals.onINP((m) => { window.__inp = m.value; }, { reportAllChanges: true }));`;
}

/** One tap; resolves to the INP in ms (null when none was reported). */
async function tapOnce(browser, script, url, selector) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(script);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      polling: 10,
    });
    await page.waitForTimeout(AFTER_PAINT_MS);
    await page.locator(selector).first().tap({ timeout: 10_000 });
    // web-vitals reports an interaction once its next paint is done; allow the throttled page time to get there.
    await page.waitForFunction(() => window.__inp !== null, null, { timeout: 10_000, polling: 50 }).catch(() => {});
    return await page.evaluate(() => window.__inp);
  } finally {
    await context.close();
  }
}

/**
 * Median INP of `runs` taps per page, ours (`origin` with each hub's host) and the bare page's.
 * Resolves to [{ page, control, inpMs, runs, bareInpMs }].
 */
export async function benchTapInp({ root, port, bareUrl, hubs = ["marque"], runs = 5, log = console.log }) {
  const script = webVitalsScript(root);
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  const median = (values) => {
    const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
    return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
  };
  try {
    const bareRuns = [];
    for (let i = 0; i < runs; i++) bareRuns.push(await tapOnce(browser, script, bareUrl, "p"));
    const bareInpMs = median(bareRuns);
    log(`tap INP, bare same-size page: ${bareInpMs} ms (${bareRuns.join(", ")})`);
    const results = [];
    for (const hub of hubs) {
      for (const tap of TAPS) {
        const url = `http://${hub}.localhost:${port}${tap.path}`;
        const values = [];
        for (let i = 0; i < runs; i++) values.push(await tapOnce(browser, script, url, tap.selector));
        const inpMs = median(values);
        log(`tap INP, ${hub} ${tap.path} (${tap.control}): ${inpMs} ms (${values.join(", ")})`);
        results.push({ page: `${hub} ${tap.path}`, control: tap.control, inpMs, runs: values, bareInpMs });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
