// What hydration costs on a slow phone, beside the bare same-size Next page in the same run: each audited
// page's long tasks at 4x CPU throttling, broken down by what ran in them (bench/long-tasks.mjs), and the
// INP of one tap 300 ms after the first paint (bench/tap-inp.mjs). Targets: the tap's INP at most 200 ms.
// With `before` (a git ref, `--hydration-before=<ref>`), the same pages of that commit's build are
// profiled in the same run, so the breakdown reads before and after.
import { profilePage } from "./long-tasks.mjs";
import { benchTapInp } from "./tap-inp.mjs";
import { buildAtRef, startAtRef } from "./ref-build.mjs";

const PROFILED = ["/", "/pricing", "/contact", "/faq", "/industries/gun-ranges", "/clients/donsbt"];
/** Profiles per page; the run with the median blocking time is kept. */
const PROFILE_RUNS = 3;

async function medianProfile(url) {
  const runs = [];
  for (let i = 0; i < PROFILE_RUNS; i++) runs.push(await profilePage(url));
  const sorted = [...runs].sort((a, b) => a.blockingMs - b.blockingMs);
  const kept = sorted[Math.floor(sorted.length / 2)];
  return {
    status: kept.status,
    blockingMs: kept.blockingMs,
    blockingRuns: runs.map((r) => r.blockingMs),
    tasks: kept.tasks,
  };
}

/** Milliseconds of the long tasks by kind of work (chunk evaluation, callbacks, style…), largest first. */
export function byKind(tasks) {
  const kinds = new Map();
  for (const task of tasks)
    for (const part of task.parts) {
      const kind = part.what.split(":")[0];
      kinds.set(kind, (kinds.get(kind) ?? 0) + part.ms);
    }
  return [...kinds].sort((a, b) => b[1] - a[1]).map(([what, ms]) => ({ what, ms }));
}

async function profileSite(port, log, label) {
  const pages = [];
  for (const path of PROFILED) {
    const run = await medianProfile(`http://marque.localhost:${port}${path}`);
    if (run.status !== 200) {
      log(`long tasks${label}, marque ${path}: answered ${run.status}, not profiled`);
      continue;
    }
    log(
      `long tasks${label}, marque ${path}: blocking ${run.blockingMs} ms (runs ${run.blockingRuns.join(", ")}) in ${run.tasks.length} task(s)`,
    );
    pages.push({ page: `marque ${path}`, ...run, kinds: byKind(run.tasks) });
  }
  return pages;
}

export async function benchHydration({ root, port, bareUrl, before, log = console.log }) {
  const bare = await medianProfile(bareUrl);
  log(`long tasks, bare same-size page: blocking ${bare.blockingMs} ms (runs ${bare.blockingRuns.join(", ")})`);
  const longTasks = [{ page: "bare Next, same size", ...bare, kinds: byKind(bare.tasks) }];
  longTasks.push(...(await profileSite(port, log, "")));
  let earlier = null;
  if (before) {
    const { dir, sha } = buildAtRef(root, before, { log });
    const server = await startAtRef(dir);
    try {
      earlier = { ref: before, sha, longTasks: await profileSite(server.port, log, ` at ${sha.slice(0, 7)}`) };
    } finally {
      await server.stop();
    }
  }
  const taps = await benchTapInp({ root, port, bareUrl, log });
  return { profileRuns: PROFILE_RUNS, longTasks, before: earlier, taps };
}

const kindsText = (kinds) =>
  kinds
    .slice(0, 4)
    .map((k) => `${k.what} ${k.ms}`)
    .join("; ") || "none";

/** The section of bench/RESULTS.md. */
export function hydrationMarkdown(hydration) {
  if (!hydration) return "";
  const lines = [
    "",
    "## Hydration on a 4x-throttled CPU",
    "",
    `Each page loaded ${hydration.profileRuns ?? 1} time(s) in Chromium at 4x CPU throttling; the run with the median blocking time (the sum of each long task's time over 50 ms) is shown, its long tasks added up by what ran in them (ms).`,
    "",
  ];
  const earlier = new Map((hydration.before?.longTasks ?? []).map((p) => [p.page, p]));
  if (hydration.before) {
    lines.push(
      `Before: the same pages built from ${hydration.before.ref} (${hydration.before.sha.slice(0, 7)}), measured in the same run.`,
      "",
      "| page | blocking before (ms) | blocking now (ms) | long tasks before: what ran | long tasks now: what ran | longest task now |",
      "|---|---:|---:|---|---|---|",
    );
  } else {
    lines.push("| page | blocking (ms) | long tasks: what ran | longest task |", "|---|---:|---|---|");
  }
  for (const p of hydration.longTasks) {
    const longest = [...p.tasks].sort((a, b) => b.durationMs - a.durationMs)[0];
    const longestText = longest
      ? `${longest.durationMs} ms: ${longest.parts
          .slice(0, 2)
          .map((x) => `${x.what} ${x.ms}`)
          .join("; ")}`
      : "none";
    const kinds = kindsText(p.kinds ?? byKind(p.tasks));
    if (hydration.before) {
      const b = earlier.get(p.page);
      const beforeBlocking = p.page.startsWith("bare") ? "(same page)" : b ? b.blockingMs : "(no such page)";
      lines.push(
        `| ${p.page} | ${beforeBlocking} | ${p.blockingMs} | ${b ? kindsText(b.kinds) : ""} | ${kinds} | ${longestText} |`,
      );
    } else {
      lines.push(`| ${p.page} | ${p.blockingMs} | ${kinds} | ${longestText} |`);
    }
  }
  lines.push("", "| tap 300 ms after first paint | control | INP (ms) | bare page (ms) |", "|---|---|---:|---:|");
  for (const t of hydration.taps) lines.push(`| ${t.page} | ${t.control} | ${t.inpMs} | ${t.bareInpMs} |`);
  return `${lines.join("\n")}\n`;
}
