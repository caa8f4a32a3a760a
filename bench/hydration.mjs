// What hydration costs on a slow phone, beside the bare same-size Next page in the same run: each audited
// page's long tasks at 4x CPU throttling, broken down by what ran in them (bench/long-tasks.mjs), and the
// INP of one tap 300 ms after the first paint (bench/tap-inp.mjs). Targets: the tap's INP at most 200 ms.
import { profilePage } from "./long-tasks.mjs";
import { benchTapInp } from "./tap-inp.mjs";

const PROFILED = ["/", "/pricing", "/contact", "/faq", "/industries/gun-ranges", "/clients/donsbt"];

export async function benchHydration({ root, port, bareUrl, log = console.log }) {
  const longTasks = [];
  const bare = await profilePage(bareUrl);
  longTasks.push({ page: "bare Next, same size", blockingMs: bare.blockingMs, tasks: bare.tasks });
  for (const path of PROFILED) {
    const run = await profilePage(`http://marque.localhost:${port}${path}`);
    log(`long tasks, marque ${path}: blocking ${run.blockingMs} ms in ${run.tasks.length} task(s)`);
    longTasks.push({ page: `marque ${path}`, blockingMs: run.blockingMs, tasks: run.tasks });
  }
  const taps = await benchTapInp({ root, port, bareUrl, log });
  return { longTasks, taps };
}

/** The section of bench/RESULTS.md. */
export function hydrationMarkdown(hydration) {
  if (!hydration) return "";
  const lines = [
    "",
    "## Hydration on a 4x-throttled CPU",
    "",
    "| page | blocking (ms) | longest task: what ran in it |",
    "|---|---:|---|",
  ];
  for (const p of hydration.longTasks) {
    const longest = [...p.tasks].sort((a, b) => b.durationMs - a.durationMs)[0];
    const parts = longest
      ? longest.parts
          .slice(0, 3)
          .map((x) => `${x.what} ${x.ms} ms`)
          .join("; ")
      : "none";
    lines.push(`| ${p.page} | ${p.blockingMs} | ${longest ? `${longest.durationMs} ms: ${parts}` : parts} |`);
  }
  lines.push("", "| tap 300 ms after first paint | control | INP (ms) | bare page (ms) |", "|---|---|---:|---:|");
  for (const t of hydration.taps) lines.push(`| ${t.page} | ${t.control} | ${t.inpMs} | ${t.bareInpMs} |`);
  return `${lines.join("\n")}\n`;
}
