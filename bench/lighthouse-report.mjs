// Markdown for one Lighthouse batch (bench/lighthouse.mjs): medians per page,
// LCP's phases, the race, and what was requested before the first paint.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const n = (v, digits = 0) => (v === null || v === undefined ? "–" : Number(v).toFixed(digits));

/**
 * The Lighthouse targets: every page, median of its runs. Hydration is held to
 * the bare Next page of the same size measured in the same batch: TBT within
 * 50 ms of its TBT, performance within 0.02 of its score (and never under 0.98).
 * A flat 100 ms of TBT is out of reach of the bare pages themselves on these
 * machines, so it is reported, not required.
 */
export const LIGHTHOUSE_BUDGET = {
  performance: 0.98,
  performanceBelowBare: 0.02,
  lcpMs: 1200,
  tbtMs: 100,
  tbtOverBareMs: 50,
  cls: 0,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
};

/** The same-size bare page of a batch, the reference for hydration. */
export const sameSizeBare = (batch) => batch.pages.find((p) => p.reference && /same size/.test(p.label));

/** The TBT and performance a page must reach in this batch. */
export function hydrationLimits(batch) {
  const b = LIGHTHOUSE_BUDGET;
  const bare = sameSizeBare(batch)?.summary;
  return {
    tbtMs: bare?.tbtMs != null ? bare.tbtMs + b.tbtOverBareMs : b.tbtMs,
    performance:
      bare?.performance != null ? Math.max(b.performance, bare.performance - b.performanceBelowBare) : b.performance,
  };
}

/** Budget misses of a quiet batch, one line each (references excluded). */
export function lighthouseMisses(batch) {
  const b = LIGHTHOUSE_BUDGET;
  const limit = hydrationLimits(batch);
  const misses = [];
  for (const { label, reference, summary: s } of batch.pages) {
    if (reference) continue;
    if ((s.performance ?? 0) < limit.performance) misses.push(`${label} performance ${s.performance}`);
    if ((s.lcpMs ?? Infinity) > b.lcpMs) misses.push(`${label} LCP ${s.lcpMs} ms`);
    if ((s.tbtMs ?? Infinity) > limit.tbtMs) misses.push(`${label} TBT ${s.tbtMs} ms (limit ${limit.tbtMs} ms)`);
    if ((s.cls ?? Infinity) > b.cls) misses.push(`${label} CLS ${s.cls}`);
    for (const key of ["accessibility", "bestPractices", "seo"])
      if ((s[key] ?? 0) < b[key]) misses.push(`${label} ${key} ${s[key]} (${s.failing.join(", ")})`);
  }
  return misses;
}

/** Pages over a flat 100 ms of TBT, the bare pages included: the figure the budget no longer requires. */
export function overFlatTbt(batch) {
  return batch.pages.filter((p) => (p.summary.tbtMs ?? 0) > LIGHTHOUSE_BUDGET.tbtMs);
}

export function lighthouseMarkdown(batch) {
  const lines = [
    `Lighthouse ${batch.lighthouseVersion ?? ""} mobile (simulated throttling), ${batch.date}, ${batch.machine.cpus} cores; ${batch.runsPerPage} runs per page, one audit at a time, medians. The batch starts under a 1-minute load of ${batch.quietLoad}; during it the load is mostly its own (Chromium lifts it past 2), so a page counts only if other work kept less than ${batch.foreignLimit} of a core busy during its runs ("other work": CPU the machine spent outside the batch's processes).`,
    ``,
  ];
  if (batch.void) {
    lines.push(
      `**This batch is void**: the machine was busy (a 1-minute load ≥ ${batch.quietLoad} at the start, or other work during a page), so its figures are not reported. Run it again on a quiet machine.`,
      ``,
      `| page | load before | load after | other work (cores) |`,
      `|---|---:|---:|---:|`,
      ...batch.pages.map(
        (p) => `| ${p.label} | ${p.loadBefore} | ${p.loadAfter} | ${n(p.foreignCores, 2)}${p.void ? " (void)" : ""} |`,
      ),
      ``,
    );
    return `${lines.join("\n")}\n`;
  }
  lines.push(
    `| page | perf | LCP ms | FCP ms | TBT ms | CLS | won the race | TTFB | load delay | load time | render delay | a11y / bp / SEO | load before → after | other work (cores) |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|`,
  );
  for (const { label, summary: s, loadBefore, loadAfter, foreignCores } of batch.pages) {
    const p = s.phases;
    lines.push(
      `| ${label} | ${n(s.performance, 2)} | ${n(s.lcpMs)} | ${n(s.fcpMs)} | ${n(s.tbtMs)} | ${n(s.cls, 3)} | ${s.wonRace}/${s.runs - s.errors} | ${n(p.ttfb)} | ${n(p.loadDelay)} | ${n(p.loadTime)} | ${n(p.renderDelay)} | ${n(s.accessibility, 2)} / ${n(s.bestPractices, 2)} / ${n(s.seo, 2)} | ${loadBefore} → ${loadAfter} | ${n(foreignCores, 2)} |`,
    );
  }
  lines.push(
    ``,
    `"Won the race": runs whose unthrottled load painted before any script finished loading (then only the document counts in front of LCP).`,
    ``,
    `#### Requests started before the first paint (the median-LCP run of each page; "done": finished before it)`,
    ``,
    `| page | first paint ms | requests | bytes |`,
    `|---|---:|---|---:|`,
  );
  for (const { label, summary: s } of batch.pages) {
    const reqs = s.beforeFirstPaint;
    lines.push(
      `| ${label} | ${n(s.firstPaintMs)} | ${reqs.map((r) => `${r.url.split("?")[0].replace(/^\/_next\/static\/chunks\//, "")} (${r.type}, ${kb(r.bytes)}${r.endMs !== null && r.endMs <= s.firstPaintMs ? ", done" : ""})`).join(", ") || "–"} | ${kb(reqs.reduce((t, r) => t + r.bytes, 0))} |`,
    );
  }
  const misses = lighthouseMisses(batch);
  const limit = hydrationLimits(batch);
  const flat = overFlatTbt(batch);
  lines.push(
    ``,
    `Budget in this batch: performance ≥ ${limit.performance}, LCP ≤ ${LIGHTHOUSE_BUDGET.lcpMs} ms, TBT ≤ ${limit.tbtMs} ms (the same-size bare page's + ${LIGHTHOUSE_BUDGET.tbtOverBareMs}), CLS 0, accessibility, best practices and SEO 1.00.` +
      (flat.length
        ? ` Over a flat ${LIGHTHOUSE_BUDGET.tbtMs} ms of TBT: ${flat.map((p) => `${p.label} ${p.summary.tbtMs}`).join(", ")}.`
        : ""),
    ``,
    misses.length ? `Misses:\n\n${misses.map((m) => `- ${m}`).join("\n")}` : "Every page within budget.",
    ``,
  );
  return `${lines.join("\n")}\n`;
}
