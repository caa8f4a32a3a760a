// The field-vitals run of `npm run bench` (skip with --skip=vitals): the
// bytes of the web-vitals chunk (web-vitals and our sender, fetched after
// hydration, never before the first paint), and the speed page's query
// (lib/backend/stores/vitals.ts speedReport, the default period) over `samples`
// seeded samples on PGlite and on a throwaway PostgreSQL server.
// Alone: node bench/vitals.mjs [--samples=N]
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { startPostgres } from "../tests/support/postgres-server.mjs";
import { databaseModule, jiti, migrateDatabase } from "../scripts/lib/database.mjs";

const { pageScripts } = await jiti.import("@/lib/html/page-scripts.ts");

const { HUB_IDS } = await import("../lib/hubs/registry.ts");

/** At most this many KiB (gzip) for web-vitals and the sender together. */
export const VITALS_CHUNK_BUDGET_KIB = 4;
/** The speed page answers within this on a million samples. */
export const SPEED_QUERY_BUDGET_MS = 1000;

/** The chunk that holds web-vitals and our sender: the one naming both the beacon route and an LCP observer. */
export function vitalsChunk(root) {
  const dir = path.join(root, ".next/static/chunks");
  const found = readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ file: f, text: readFileSync(path.join(dir, f)) }))
    .filter(({ text }) => text.includes("/api/vitals") && text.includes("largest-contentful-paint"));
  if (found.length !== 1) throw new Error(`expected one web-vitals chunk in ${dir}, found ${found.length}`);
  const { file, text } = found[0];
  // No prerendered page names it: it is fetched after hydration only.
  const appDir = path.join(root, ".next/server/app");
  const inFirstLoad = readdirSync(appDir, { recursive: true })
    .filter((f) => f.endsWith(".html"))
    .filter((f) =>
      pageScripts(readFileSync(path.join(appDir, f), "utf8")).some((s) => s.endsWith(path.basename(file))),
    );
  return {
    file: `/_next/static/chunks/${file}`,
    bytes: text.length,
    gzipBytes: gzipSync(text, { level: 9 }).length,
    inFirstLoad,
  };
}

const ROUTES = [
  "/",
  "/pricing",
  "/about",
  "/faq",
  "/contact",
  "/demo",
  "/terms",
  "/privacy",
  "/clients/[clientId]",
  "/verify",
];

/**
 * `samples` rows, five metrics per view, spread over the last 30 days, ten
 * routes, four hubs and both device classes, in one statement.
 */
const seedSql = (views, thresholds) => `
  insert into vital_samples (view_id, recorded_at, route, hub_id, device, connection, metric, value, rating)
  select view_id, recorded_at, route, hub_id, device, '4g', metric, value,
    case when value <= good then 0 when value <= poor then 1 else 2 end
  from (
    select lpad(to_hex(v), 16, '0') as view_id,
      now() - (v % 30) * interval '1 day' - (v % 3600) * interval '1 second' as recorded_at,
      (array[${ROUTES.map((r) => `'${r}'`).join(", ")}])[1 + v % ${ROUTES.length}] as route,
      (array[${HUB_IDS.map((h) => `'${h}'`).join(", ")}])[1 + (v / ${ROUTES.length}) % ${HUB_IDS.length}] as hub_id,
      case when v % 3 = 0 then 'desktop' else 'phone' end as device,
      m.metric, random() * m.scale as value, m.good, m.poor
    from generate_series(1, ${views}) v
    cross join (values ${Object.entries({ LCP: 5000, INP: 600, CLS: 0.3, FCP: 3500, TTFB: 2000 })
      .map(([m, scale]) => `('${m}', ${scale}::float8, ${thresholds[m].good}::float8, ${thresholds[m].poor}::float8)`)
      .join(", ")}) m(metric, scale, good, poor)
  ) seeded`;

/** CPU time (ms) of a process so far, from /proc: what the query cost, however loaded the machine is. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** The CPU the database spends: PGlite runs in this process; PostgreSQL in its backend process. */
async function cpuClock(db, embedded) {
  if (embedded) return () => process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;
  const { rows } = await db.query("select pg_backend_pid() as pid");
  const pid = Number(rows[0].pid);
  return () => processCpuMs(pid);
}

async function timeReport(db, embedded, runs = 3) {
  const { speedReport } = await jiti.import("@/lib/backend/stores/vitals.ts");
  const { choosePeriod } = await jiti.import("@/lib/attribution/period.ts");
  const period = choosePeriod(undefined, undefined, new Date());
  const cpu = await cpuClock(db, embedded);
  const times = [];
  const cpuTimes = [];
  let report;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStart = cpu();
    report = await speedReport(db, period);
    cpuTimes.push(cpu() - cpuStart);
    times.push(performance.now() - started);
  }
  const median = (xs) => Math.round([...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]);
  return {
    medianMs: median(times),
    runsMs: times.map(Math.round),
    medianCpuMs: median(cpuTimes),
    rows: report.rows.length,
    views: report.views,
  };
}

async function seedAndTime(db, samples, log, name, embedded) {
  const started = performance.now();
  // The throwaway server commits asynchronously; a flushed commit lets the vacuum mark the pages all-visible.
  await db.query("set synchronous_commit = on");
  const { THRESHOLDS } = await jiti.import("@/lib/vitals/metrics.ts");
  await db.query(seedSql(Math.ceil(samples / 5), THRESHOLDS));
  // What autovacuum does on PostgreSQL, and the daily retention run on the embedded database.
  await (db.exec ? db.exec("vacuum analyze vital_samples") : db.query("vacuum analyze vital_samples"));
  const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const { rows } = await db.query("select count(*)::int as n from vital_samples");
  const timing = await timeReport(db, embedded);
  log(
    `speed page query on ${name}, ${rows[0].n} samples: ${timing.medianMs} ms (runs ${timing.runsMs.join(", ")}), ` +
      `database CPU ${timing.medianCpuMs} ms; seeded in ${seedSeconds} s`,
  );
  return { samples: rows[0].n, seedSeconds, ...timing };
}

export async function benchVitals({ root, samples = 1_000_000, log }) {
  const chunk = vitalsChunk(root);
  log(
    `web-vitals chunk ${chunk.file}: ${chunk.bytes} bytes, ${chunk.gzipBytes} gzip (${(chunk.gzipBytes / 1024).toFixed(2)} KiB); in a page's first load: ${chunk.inFirstLoad.length ? chunk.inFirstLoad.join(", ") : "none"}`,
  );

  const { openPglite, pgliteDb } = await databaseModule();
  const pg = await openPglite("memory://bench-vitals");
  let pglite;
  try {
    pglite = await seedAndTime(
      pgliteDb(async () => pg),
      samples,
      log,
      "PGlite",
      true,
    );
  } finally {
    await pg.close();
  }

  const server = await startPostgres();
  let postgres;
  try {
    await migrateDatabase(server.url);
    const { openPostgres } = await databaseModule();
    const { db, close } = openPostgres(server.url, { max: 1 });
    try {
      postgres = await seedAndTime(db, samples, log, "PostgreSQL", false);
    } finally {
      await close();
    }
  } finally {
    await server.stop();
  }
  return { chunk, pglite, postgres };
}

/** The field-vitals section of bench/RESULTS.md. */
export function renderVitals(results) {
  const v = results.vitals;
  if (!v) return "";
  const met = (ok) => (ok ? "met" : "**missed**");
  const slowest = Math.max(v.pglite.medianMs, v.postgres.medianMs);
  return [
    "",
    "## Field vitals",
    "",
    `Targets: web-vitals chunk ≤ ${VITALS_CHUNK_BUDGET_KIB} KiB gzip and in no page's first load: ${met(v.chunk.gzipBytes <= VITALS_CHUNK_BUDGET_KIB * 1024 && v.chunk.inFirstLoad.length === 0)}; speed page < ${SPEED_QUERY_BUDGET_MS} ms on both databases: ${met(slowest < SPEED_QUERY_BUDGET_MS)} (slowest ${slowest} ms).`,
    "",
    `web-vitals and the sender: one chunk of ${v.chunk.bytes} bytes, ${v.chunk.gzipBytes} bytes gzip (budget ${VITALS_CHUNK_BUDGET_KIB} KiB), fetched after hydration; in a page's first load: ${v.chunk.inFirstLoad.length ? v.chunk.inFirstLoad.join(", ") : "none"}.`,
    "",
    "| Database | samples | speed page query, median of 3 | database CPU, median | groups | seeded in |",
    "|---|---|---|---|---|---|",
    ...[
      ["PGlite", v.pglite],
      ["PostgreSQL", v.postgres],
    ].map(
      ([name, r]) =>
        `| ${name} | ${r.samples} | ${r.medianMs} ms (${r.runsMs.join(", ")}) | ${r.medianCpuMs} ms | ${r.rows} | ${r.seedSeconds} s |`,
    ),
    "",
  ].join("\n");
}

// Alone: node bench/vitals.mjs --samples=N
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const samples = Number(process.argv.find((a) => a.startsWith("--samples="))?.slice(10) ?? 1_000_000);
  const result = await benchVitals({
    root: process.cwd(),
    samples,
    log: (m) => process.stdout.write(`[bench] ${m}\n`),
  });
  process.stdout.write(`${renderVitals({ vitals: result })}\n`);
}
