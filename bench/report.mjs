// bench/RESULTS.md from results.json: the figures, the targets met and
// missed, and (with bench/before.json) the same figures of an earlier build.
import {
  LIGHTHOUSE_BUDGET,
  hydrationLimits,
  lighthouseMarkdown,
  lighthouseMisses,
  sameSizeBare,
} from "./lighthouse-report.mjs";
import { optInCheckTargets } from "./opt-in-check.mjs";
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The performance targets the bench checks. */
export const TARGETS = {
  throughputVsBare: 0.9,
  jsOverBareKiB: 15,
  lighthouse: LIGHTHOUSE_BUDGET,
};

/** One line per target: what was measured and whether it met the target. */
export function targets(r) {
  const out = [];
  const home = r.throughput?.find((t) => t.name.startsWith("GET /"));
  const bare = r.throughput?.find((t) => t.name.startsWith("bare"));
  if (home && bare) {
    // Rounds ran side by side: compare within each round, then take the median round.
    const ratios = home.runs.map((rps, i) => rps / bare.runs[i]).sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length / 2)];
    const best = Math.max(...home.runs) / Math.max(...bare.runs);
    out.push({
      target: `GET / ≥ ${TARGETS.throughputVsBare}× a bare Next page of the same size`,
      measured: `${ratio.toFixed(2)}× median of rounds (${ratios.map((x) => x.toFixed(2)).join(", ")}); best vs best ${best.toFixed(2)}× (${Math.max(...home.runs)} vs ${Math.max(...bare.runs)} req/s)`,
      met: ratio >= TARGETS.throughputVsBare,
    });
  }
  if (r.firstLoadJs && r.bareNext?.gzipBytes) {
    const worst = r.firstLoadJs.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    const over = worst.gzipBytes - r.bareNext.gzipBytes;
    out.push({
      target: `JS over bare Next ≤ ${TARGETS.jsOverBareKiB} KiB gzip on every public page`,
      measured: `largest ${kib(over)} (${worst.route})`,
      met: over <= TARGETS.jsOverBareKiB * 1024,
    });
  }
  if (r.edge?.ratio) {
    out.push({
      target: "GET / through the shipped proxy (warm cache) ≥ 0.5× nginx serving the same bytes",
      measured: `${r.edge.ratio.toFixed(2)}× median of rounds (${r.edge.ratios.map((x) => x.toFixed(2)).join(", ")})`,
      met: r.edge.ratio >= 0.5,
    });
  }
  out.push(...optInCheckTargets(r.optInCheck));
  if (r.lighthouse && !Array.isArray(r.lighthouse)) out.push(...batchTargets(r.lighthouse));
  if (Array.isArray(r.lighthouse) && r.lighthouse.length) {
    const t = TARGETS.lighthouse;
    const rows = r.lighthouse.filter((row) => !row.reference);
    const floor = r.lighthouse.filter((row) => row.reference);
    const worst = (key, pick) => rows.reduce((a, b) => (pick(b[key] ?? 0, a[key] ?? 0) ? b : a));
    const label = (row) => `${row.hub} ${row.path}${row.run ? ` ${row.run}` : ""}`;
    const lowPerf = worst("performance", (a, b) => a < b);
    const highLcp = worst("lcpMs", (a, b) => a > b);
    const highTbt = worst("tbtMs", (a, b) => a > b);
    const highCls = worst("cls", (a, b) => a > b);
    // The bare Next page's own figures: what the framework scores here before any of our code.
    const onFloor = (key) =>
      floor.length
        ? `; bare Next page of the same size: ${floor.map((row) => `${row[key]} ${row.run ?? ""}`.trim()).join(", ")}`
        : "";
    out.push({
      target: `Lighthouse performance ≥ ${t.performance} (every page, cold and warm)`,
      measured: `lowest ${lowPerf.performance} (${label(lowPerf)})${onFloor("performance")}`,
      met: lowPerf.performance >= t.performance,
    });
    out.push({
      target: `LCP ≤ ${t.lcpMs} ms`,
      measured: `highest ${highLcp.lcpMs} ms (${label(highLcp)})${onFloor("lcpMs")}`,
      met: highLcp.lcpMs <= t.lcpMs,
    });
    out.push({
      target: `CLS ${t.cls}`,
      measured: `highest ${highCls.cls} (${label(highCls)})`,
      met: highCls.cls <= t.cls,
    });
    out.push({
      target: `TBT ≤ ${t.tbtMs} ms`,
      measured: `highest ${highTbt.tbtMs} ms (${label(highTbt)})${onFloor("tbtMs")}`,
      met: highTbt.tbtMs <= t.tbtMs,
    });
    const below = rows.filter((row) => row.accessibility < 1 || row.bestPractices < 1 || row.seo < 1);
    out.push({
      target: "accessibility, best practices, SEO = 1.00",
      measured: below.length ? below.map(label).join(", ") : "all 1.00",
      met: below.length === 0,
    });
  }
  return out;
}

/** Targets of a Lighthouse batch (bench/lighthouse.mjs): void, or medians per page beside the bare pages. */
function batchTargets(batch) {
  if (batch.void) {
    const loads = batch.pages.map((p) => `${p.loadBefore}→${p.loadAfter}`).join(", ");
    return [{ target: "Lighthouse batch on a quiet machine", measured: `void: 1-minute load ${loads}`, met: false }];
  }
  const t = TARGETS.lighthouse;
  const ours = batch.pages.filter((p) => !p.reference);
  const bare = batch.pages.filter((p) => p.reference);
  const worst = (key, higher) =>
    ours.reduce((a, b) => ((higher ? b.summary[key] > a.summary[key] : b.summary[key] < a.summary[key]) ? b : a));
  const onBare = (key) => `; bare: ${bare.map((p) => `${p.label} ${p.summary[key]}`).join(", ")}`;
  const misses = lighthouseMisses(batch);
  const limit = hydrationLimits(batch);
  const sameSize = sameSizeBare(batch)?.summary;
  const lowPerf = worst("performance", false);
  const highLcp = worst("lcpMs", true);
  const highTbt = worst("tbtMs", true);
  const highCls = worst("cls", true);
  return [
    {
      target: `Lighthouse median performance ≥ ${t.performance} and within ${t.performanceBelowBare} of the same-size bare page (every page)`,
      measured: `lowest ${lowPerf.summary.performance} (${lowPerf.label})${onBare("performance")}`,
      met: lowPerf.summary.performance >= limit.performance,
    },
    {
      target: `median LCP ≤ ${t.lcpMs} ms`,
      measured: `highest ${highLcp.summary.lcpMs} ms (${highLcp.label})${onBare("lcpMs")}`,
      met: highLcp.summary.lcpMs <= t.lcpMs,
    },
    {
      target: `median TBT within ${t.tbtOverBareMs} ms of the same-size bare page's${sameSize ? ` (≤ ${limit.tbtMs} ms)` : ""}`,
      measured: `highest ${highTbt.summary.tbtMs} ms (${highTbt.label}), ${sameSize ? `${highTbt.summary.tbtMs - sameSize.tbtMs >= 0 ? "+" : ""}${highTbt.summary.tbtMs - sameSize.tbtMs} ms over it` : "no bare page"}${onBare("tbtMs")}`,
      met: highTbt.summary.tbtMs <= limit.tbtMs,
    },
    {
      target: `CLS ${t.cls}`,
      measured: `highest ${highCls.summary.cls} (${highCls.label})`,
      met: highCls.summary.cls <= t.cls,
    },
    {
      target: "accessibility, best practices, SEO = 1.00",
      measured: misses.filter((m) => /accessibility|bestPractices|seo/.test(m)).join("; ") || "all 1.00",
      met: !misses.some((m) => /accessibility|bestPractices|seo/.test(m)),
    },
  ];
}

function throughputTable(r) {
  const lines = [`| target | req/s (median) | p50 ms | p99 ms | non-2xx | runs |`, `|---|---:|---:|---:|---:|---|`];
  for (const t of r.throughput ?? [])
    lines.push(
      `| ${t.name} | ${t.requestsPerSecond} | ${t.p50Ms} | ${t.p99Ms} | ${t.non2xx}${t.non2xx ? " (not valid)" : ""} | ${t.runs.join(", ")} |`,
    );
  return lines;
}

function jsTable(r) {
  const lines = [`| route | scripts | gzip | over bare Next |`, `|---|---:|---:|---:|`];
  for (const f of r.firstLoadJs ?? [])
    lines.push(
      `| ${f.route} | ${f.scripts} | ${kib(f.gzipBytes)} | ${r.bareNext?.gzipBytes ? kib(f.gzipBytes - r.bareNext.gzipBytes) : "—"} |`,
    );
  if (r.bareNext?.gzipBytes)
    lines.push(`| bare one-page Next 16 app | ${r.bareNext.scripts} | ${kib(r.bareNext.gzipBytes)} | 0 |`);
  return lines;
}

/** The home page's parts (scripts/html-anatomy.mjs). */
function compositionTable(h) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const share = (bytes) => `${Math.round((bytes / h.total) * 100)} %`;
  const { parts, inMarkup, inPayload } = h;
  return [
    `${kb(h.total)} raw, ${kb(h.gzip)} gzip -9.`,
    ``,
    `| part | raw | share | of which |`,
    `|---|---:|---:|---|`,
    `| inline stylesheet | ${kb(parts.stylesheet)} | ${share(parts.stylesheet)} | |`,
    `| markup | ${kb(parts.markup)} | ${share(parts.markup)} | class attributes ${kb(inMarkup.classAttributes)}, inline SVG ${kb(inMarkup.svg)}, text ${kb(inMarkup.text)} |`,
    `| RSC payload | ${kb(parts.rscPayload)} | ${share(parts.rscPayload)} | class strings ${kb(inPayload.classStrings)}, SVG ${kb(inPayload.svg)}, JSON-LD ${kb(inPayload.jsonLd)} |`,
    `| JSON-LD | ${kb(parts.jsonLd)} | ${share(parts.jsonLd)} | |`,
    `| other inline scripts (theme, script loader, bootstrap) | ${kb(parts.otherScripts)} | ${share(parts.otherScripts)} | |`,
  ];
}

function lighthouseTable(r) {
  const lines = [
    `| hub | path | run | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |`,
    `|---|---|---|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  for (const l of r.lighthouse ?? [])
    lines.push(
      `| ${l.hub} | ${l.path} | ${l.run ?? ""} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} |`,
    );
  return lines;
}

function section(r, title) {
  const lines = [
    `## ${title}`,
    ``,
    `Measured ${r.date} on ${r.machine.cpus} cores (load average ${r.machine.loadAverage?.join(", ") ?? "?"} when measuring began${r.machine.quiet === false ? "; **a busy machine: these figures are void**" : r.machine.quiet ? ", a quiet machine" : ""}), Node ${r.machine.node}${r.settings ? `; ${r.settings.connections} connections, ${r.settings.durationSeconds} s per run${r.settings.rounds ? `, ${r.settings.rounds} round(s) side by side` : ""}` : ""}, loopback only.`,
    ``,
  ];
  if (r.carried?.length)
    lines.push(
      `Carried over from the run of ${r.carriedFrom}${r.carriedMachine ? ` (load average ${r.carriedMachine.loadAverage?.join(", ") ?? "?"})` : ""} (skipped this time): ${r.carried.join(", ")}.`,
      ``,
    );
  const met = targets(r);
  if (met.length) {
    lines.push(`### Targets`, ``, `| target | measured | met |`, `|---|---|---|`);
    for (const t of met) lines.push(`| ${t.target} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`);
    lines.push(``);
  }
  if (r.throughput) {
    lines.push(
      `### Throughput, side by side`,
      ``,
      ...throughputTable(r),
      ``,
      `Home HTML ${r.throughputHtmlBytes?.app ?? "?"} bytes; bare page ${r.throughputHtmlBytes?.bare ?? "?"} bytes.`,
      ``,
    );
  }
  if (r.pages?.length) {
    lines.push(
      `### Pages per hub`,
      ``,
      `| hub | path | req/s | p50 ms | p99 ms | non-2xx |`,
      `|---|---|---:|---:|---:|---:|`,
    );
    for (const p of r.pages)
      lines.push(`| ${p.hub} | ${p.path} | ${p.requestsPerSecond} | ${p.p50Ms} | ${p.p99Ms} | ${p.non2xx} |`);
    lines.push(``);
  }
  if (r.firstLoadJs) lines.push(`### First-load JavaScript (gzip -9, marque host)`, ``, ...jsTable(r), ``);
  if (r.homeHtml)
    lines.push(`### What the home page's HTML is made of (marque)`, ``, ...compositionTable(r.homeHtml), ``);
  if (r.contact) {
    const c = r.contact;
    lines.push(
      `### POST /api/contact (embedded PGlite backend)`,
      ``,
      `| req/s | p50 ms | p99 ms | accepted | stored leads | other statuses |`,
      `|---:|---:|---:|---:|---:|---|`,
    );
    lines.push(
      `| ${c.requestsPerSecond} | ${c.p50Ms} | ${c.p99Ms} | ${c.accepted} | ${c.storedLeads} | ${JSON.stringify(c.otherStatuses ?? {})} |`,
    );
    lines.push(
      ``,
      c.accepted === c.storedLeads
        ? `Every accepted request is a stored lead.`
        : `**MISMATCH: accepted ${c.accepted} ≠ stored ${c.storedLeads}.**`,
      ``,
    );
  }
  if (r.lighthouse && !Array.isArray(r.lighthouse))
    lines.push(`### Lighthouse (mobile), one batch beside bare Next pages`, ``, lighthouseMarkdown(r.lighthouse));
  if (Array.isArray(r.lighthouse) && r.lighthouse.length)
    lines.push(
      `### Lighthouse (mobile; cold = first load after the server starts, warm = the second)`,
      ``,
      ...lighthouseTable(r),
      ``,
    );
  return lines;
}

/** RESULTS.md: this run (`after`: more of its sections, as markdown), then the earlier runs. */
export function renderMarkdown(r, before = null, after = "") {
  const lines = [
    `# Benchmark results`,
    ``,
    `Reproduce with \`npm run bench\` (\`--quick\`, \`--skip=lighthouse,…\`). The machine these were taken on was shared with other jobs: throughput and TBT are noisy; compare side-by-side figures of one run, not across runs.`,
    ``,
  ];
  lines.push(...section(r, before ? "After" : "Results"), after);
  // bench/before.json: one earlier run, or several, newest first.
  for (const earlier of before ? [before].flat() : [])
    lines.push(...section(earlier, `Before (${earlier.label ?? "earlier build"})`));
  return `${lines.join("\n")}\n`;
}
