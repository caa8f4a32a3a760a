// bench/RESULTS.md from results.json.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function renderMarkdown(r) {
  const lines = [`# Benchmark results`, ``, `Measured ${r.date} on ${r.machine.cpus} cores, Node ${r.machine.node}; ${r.settings.connections} connections, ${r.settings.durationSeconds} s per run, loopback only. Reproduce with \`npm run bench\`.`, ``];
  lines.push(`## Pages (next start, prerendered, behind proxy.ts)`, ``, `| hub | path | req/s | p50 ms | p99 ms | non-2xx |`, `|---|---|---:|---:|---:|---:|`);
  for (const p of r.pages ?? []) lines.push(`| ${p.hub} | ${p.path} | ${p.requestsPerSecond} | ${p.p50Ms} | ${p.p99Ms} | ${p.non2xx} |`);
  if (r.nginx) {
    lines.push(``, `nginx serving the same prerendered home HTML: ${r.nginx.requestsPerSecond} req/s (p50 ${r.nginx.p50Ms} ms, p99 ${r.nginx.p99Ms} ms). Next reaches **${(r.nginx.nextToNginxRatio * 100).toFixed(1)}%** of it.`);
  }
  lines.push(``, `## First-load JavaScript (gzip -9, marque host)`, ``, `| route | scripts | gzip | above bare Next |`, `|---|---:|---:|---:|`);
  for (const f of r.firstLoadJs ?? []) {
    const above = r.bareNext ? kb(f.gzipBytes - r.bareNext.gzipBytes) : "—";
    lines.push(`| ${f.route} | ${f.scripts} | ${kb(f.gzipBytes)} | ${above} |`);
  }
  if (r.bareNext) lines.push(`| bare one-page Next 16 app | ${r.bareNext.scripts} | ${kb(r.bareNext.gzipBytes)} | 0 |`);
  if (r.contact) {
    const c = r.contact;
    lines.push(``, `## POST /api/contact (embedded PGlite backend)`, ``, `| req/s | p50 ms | p99 ms | accepted | stored leads | other statuses |`, `|---:|---:|---:|---:|---:|---|`);
    lines.push(`| ${c.requestsPerSecond} | ${c.p50Ms} | ${c.p99Ms} | ${c.accepted} | ${c.storedLeads} | ${JSON.stringify(c.otherStatuses ?? {})} |`);
    lines.push(``, c.accepted === c.storedLeads ? `Every accepted request is a stored lead.` : `**MISMATCH: accepted ${c.accepted} ≠ stored ${c.storedLeads}.**`);
  }
  if (r.lighthouse?.length) {
    lines.push(``, `## Lighthouse (mobile)`, ``, `| hub | path | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |`, `|---|---|---:|---:|---:|---:|---:|---:|---:|`);
    for (const l of r.lighthouse) lines.push(`| ${l.hub} | ${l.path} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} |`);
  }
  return `${lines.join("\n")}\n`;
}
