// The opt-in check's run of `npm run bench` (skip with --skip=optin): the time from request to verdicts for a
// pasted page through the server (POST /api/opt-in-check with the HTML, the report stored), and for a page
// read by its address from a local fixture site, with the privacy policy and terms it links to. The server
// refuses loopback addresses on every build but the test build, so the address case runs the same module
// (lib/http/check-opt-in-page.ts: the safe fetcher with the fixture's port allowed, the reader, the rules) in
// the bench's own process. Sequential checks, one at a time: the figure is a visitor's wait, not throughput.
// Alone: node bench/opt-in-check.mjs --origin=http://127.0.0.1:PORT (a running `npm start`).
import http from "node:http";
import { pathToFileURL } from "node:url";
import { jiti } from "../scripts/lib/database.mjs";
import { OPT_IN_FIXTURES } from "../tests/support/opt-in-fixtures.ts";

/** Targets: a pasted page within 500 ms on the server, a page by its address within 2 s (95th percentile). */
export const OPT_IN_TARGETS = { pastedMs: 500, urlMs: 2000 };

const RUNS = 20;

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    runs: sorted.length,
    p50Ms: Math.round(at(0.5)),
    p95Ms: Math.round(at(0.95)),
    maxMs: Math.round(sorted.at(-1)),
  };
}

async function timed(runs, fn) {
  await fn(); // warm-up: the route's code and the database open
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return summary(times);
}

/** POST a pasted page; throws unless the server answers 200 with a report id. */
async function postPasted(origin, host, input) {
  const response = await fetch(`${origin}/api/opt-in-check`, {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const body = await response.json();
  if (response.status !== 200 || !body.id) throw new Error(`opt-in check answered ${response.status}`);
}

/** A local site serving a complete fixture page, its privacy policy and its terms. */
function startFixtureSite(fixture) {
  const pages = { "/join": fixture.html, ...fixture.site };
  const server = http.createServer((req, res) => {
    const page = pages[req.url ?? ""];
    res.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(page ?? "<h1>Not found</h1>");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ port: server.address().port, stop: () => new Promise((r) => server.close(r)) }),
    ),
  );
}

export async function benchOptInCheck({ origin, port, runs = RUNS, log }) {
  const fixture = OPT_IN_FIXTURES[0];
  const host = `marque.localhost:${port}`;
  const input = { brand: fixture.brand, vertical: fixture.vertical, samples: fixture.samples };
  // A small page, and a program page as the site serves it (its whole HTML, stylesheet and payload included).
  const program = await (await fetch(`${origin}/clients/donsbt`, { headers: { host } })).text();
  const pasted = [
    {
      name: "fixture page",
      bytes: fixture.html.length,
      ...(await timed(runs, () => postPasted(origin, host, { ...input, html: fixture.html }))),
    },
    {
      name: "/clients/donsbt as served",
      bytes: program.length,
      ...(await timed(runs, () => postPasted(origin, host, { ...input, html: program }))),
    },
  ];
  for (const p of pasted)
    log(`opt-in check, pasted ${p.name} (${(p.bytes / 1024).toFixed(0)} KB): p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms`);

  const { checkOptInPage } = await jiti.import("@/lib/http/check-opt-in-page.ts");
  const site = await startFixtureSite(fixture);
  let url;
  try {
    const check = async () => {
      const checks = await checkOptInPage(
        { ...input, url: `http://127.0.0.1:${site.port}/join` },
        { loopbackPorts: [site.port] },
      );
      if (checks.some((c) => c.status !== "pass")) throw new Error("the fixture page should pass every rule");
    };
    url = { name: "fixture page with its privacy policy and terms (3 fetches)", ...(await timed(runs, check)) };
  } finally {
    await site.stop();
  }
  log(`opt-in check by address: p50 ${url.p50Ms} ms, p95 ${url.p95Ms} ms`);
  return { pasted, url, targets: OPT_IN_TARGETS };
}

export function optInCheckMarkdown(r) {
  if (!r) return "";
  const rows = [
    ...r.pasted.map(
      (p) =>
        `| pasted: ${p.name}, ${(p.bytes / 1024).toFixed(0)} KB, through the server | ${p.runs} | ${p.p50Ms} | ${p.p95Ms} | ${p.maxMs} |`,
    ),
    `| by address: ${r.url.name}, in the bench's process | ${r.url.runs} | ${r.url.p50Ms} | ${r.url.p95Ms} | ${r.url.maxMs} |`,
  ];
  return [
    `### Opt-in check: request to verdicts`,
    ``,
    `| case | runs | p50 ms | p95 ms | max ms |`,
    `|---|---:|---:|---:|---:|`,
    ...rows,
    ``,
  ].join("\n");
}

/** The section's targets for the report. */
export function optInCheckTargets(r) {
  if (!r) return [];
  const pasted = Math.max(...r.pasted.map((p) => p.p95Ms));
  return [
    {
      target: `opt-in check of a pasted page ≤ ${OPT_IN_TARGETS.pastedMs} ms on the server (p95)`,
      measured: `${pasted} ms (largest page's p95)`,
      met: pasted <= OPT_IN_TARGETS.pastedMs,
    },
    {
      target: `opt-in check of a page by its address on the local fixture ≤ ${OPT_IN_TARGETS.urlMs} ms (p95)`,
      measured: `${r.url.p95Ms} ms`,
      met: r.url.p95Ms <= OPT_IN_TARGETS.urlMs,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const origin = process.argv.find((a) => a.startsWith("--origin="))?.slice(9);
  if (!origin) throw new Error("usage: node bench/opt-in-check.mjs --origin=http://127.0.0.1:PORT");
  const result = await benchOptInCheck({ origin, port: new URL(origin).port, log: console.log });
  process.stdout.write(optInCheckMarkdown(result));
}
