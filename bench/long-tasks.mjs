// Where the main thread goes while a page loads on a slow phone: Chromium at
// 4x CPU throttling records a performance trace, and each task over 50 ms is
// broken down by what ran inside it (chunk evaluation, the RSC payload's
// inline scripts, HTML parsing and style, and script run by later callbacks,
// which is where React hydrates), attributed to the script it ran from. The
// sum of (task - 50 ms) over the long tasks is the trace's own blocking time.
import { chromium } from "@playwright/test";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"];
const LONG_MS = 50;

/** The kind of work a trace event stands for, and the script it ran from. */
function classify(event) {
  const data = event.args?.data ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || "";
  const file = url ? url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/_next\/static\/chunks\//, "") : "";
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compile":
    case "v8.compileModule":
      return file
        ? { kind: "chunk evaluation", file }
        : { kind: "inline scripts (RSC payload, theme)", file: "inline" };
    case "FunctionCall":
    case "TimerFire":
    case "FireAnimationFrame":
    case "EventDispatch":
      return { kind: "callbacks (hydration, effects)", file: file || "(no url)" };
    case "ParseHTML":
      return { kind: "HTML parsing", file: "" };
    case "UpdateLayoutTree":
    case "RecalculateStyles":
    case "ParseAuthorStyleSheet":
      return { kind: "style", file: "" };
    case "Layout":
    case "Paint":
    case "PrePaint":
    case "Layerize":
      return { kind: "layout and paint", file: "" };
    case "MajorGC":
    case "MinorGC":
    case "V8.GCScavenger":
    case "V8.GCFinalizeMC":
      return { kind: "garbage collection", file: "" };
    default:
      return null;
  }
}

/** Long tasks of the main thread from a trace's events, each with its breakdown (top-level children only). */
export function longTasks(events) {
  // A navigation may move to a new renderer: the page's main thread is the one that parsed its HTML.
  const renderers = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const parsed = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "ParseHTML").length;
  const main = renderers.sort((a, b) => parsed(b) - parsed(a))[0];
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur / 1000 > LONG_MS);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    const breakdown = new Map();
    // Only the outermost classified events count, so nested ones are not added twice.
    let coveredUntil = 0;
    for (const event of inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
      if (event.ts < coveredUntil) continue;
      const what = classify(event);
      if (!what) continue;
      coveredUntil = event.ts + event.dur;
      const key = what.file ? `${what.kind}: ${what.file}` : what.kind;
      breakdown.set(key, (breakdown.get(key) ?? 0) + event.dur / 1000);
    }
    return {
      startMs: Math.round((task.ts - tasks[0].ts) / 1000),
      durationMs: Math.round(task.dur / 1000),
      // The thread's own CPU time: what the task costs, whatever else the machine was running.
      cpuMs: Math.round((task.tdur ?? task.dur) / 1000),
      parts: [...breakdown].sort((a, b) => b[1] - a[1]).map(([k, ms]) => ({ what: k, ms: Math.round(ms) })),
    };
  });
}

/** Loads `url` (with `host` as its Host header when given) at 4x CPU throttling and returns its long tasks. */
export async function profilePage(url, { host, throttle = 4 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-dev-shm-usage"] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      extraHTTPHeaders: host ? { host } : {},
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: CATEGORIES.join(","), transferMode: "ReportEvents" });
    const response = await page.goto(url, { waitUntil: "load" });
    // Hydration and the work after it (deferred chrome, vitals) run after load: give them a quiet second.
    await page.waitForTimeout(3_000);
    await cdp.send("Tracing.end");
    await done;
    const tasks = longTasks(events);
    const blockingMs = tasks.reduce((sum, t) => sum + Math.max(0, t.durationMs - LONG_MS), 0);
    return { url, host, status: response?.status() ?? null, blockingMs, tasks };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, host] = process.argv.slice(2);
  const result = await profilePage(url, { host });
  console.log(JSON.stringify(result, null, 2));
}
