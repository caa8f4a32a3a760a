// The staff-tools-at-scale run of `npm run bench` (skip with --skip=staff):
// PostgreSQL seeded with 1,000,000 leads (each with a submission, a consent
// record, an owner among five staff and a first-response clock, four in five
// answered, and for four in five a first and last touch), 5,000,000 outbox rows
// and one program with 500,000 subscribers, the embedded database with a tenth
// of each; then, on the site over each, the server time (p50, p95) of the
// admin pages (the lists filtered to one owner and to the overdue, the staff
// page, and the dashboard with its response times among them) and both CSVs in
// full (first byte, total, rows, the server's peak RSS growth) with the leads
// spread over two years; the dashboard again with every lead inside its default
// period (the last 30 days); and, in that shape, the dashboard and both CSVs on
// a server whose heap is capped at 128 MB.
// Alone: node bench/staff-scale.mjs [--scale=0.1] [--runs=20] [--skip-embedded] [--skip-postgres]
// (after `npm run build`); writes bench/staff-scale.json.
import { readFileSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres } from "../tests/support/postgres-server.mjs";
import { databaseModule, jiti, migrateDatabase, openPostgres } from "../scripts/lib/database.mjs";
import { freePort, startProcess, waitForHttp } from "./lib.mjs";

const { HUB_IDS } = await import("../lib/hubs/registry.ts");

/** Goals: p95 of each page, per database. */
export const STAFF_PAGE_GOAL_MS = { postgres: 300, embedded: 1000 };
/** Goal: the first byte of either CSV. */
export const CSV_FIRST_BYTE_GOAL_MS = 1000;
/** Goal: the dashboard and both CSVs complete on a server whose heap is capped at this (`--max-old-space-size`). */
export const HEAP_CAP_MIB = 128;

const ADMIN_CODE = "bench-staff-code";
const SECRETS = {
  ADMIN_ACCESS_CODE: ADMIN_CODE,
  ADMIN_SESSION_SECRET: "bench-staff-session-secret-0123456789abcdef",
  FORM_TOKEN_SECRET: "bench-staff-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "bench-staff-user-session-secret-0123456789abcdef",
};
const PROGRAM = "lakeside-dental";
const FIRST = ["Ann", "Bob", "Carla", "Dev", "Elif", "Femi", "Gus", "Hana", "Ivo", "Jun"];
const LAST = ["Goldberg", "Okafor", "Nguyen", "Silva", "Kowalski", "Haddad", "Lindqvist", "Moreau", "Tanaka", "Byrne"];
/** The search: a fragment of one surname in ten. */
const FRAGMENT = "oldber";
/** The sales team the leads are shared among, in turn; the first is whose leads "mine" reads. */
const STAFF = ["ann", "bob", "cy", "dana", "eli"].map((name) => `${name}@bench.example`);
const SOURCES = ["google", "direct", "newsletter", "facebook", "bing"];

const list = (values) => `array[${values.map((v) => `'${v}'`).join(", ")}]`;

/**
 * The seed, as SQL on generate_series: leads spread evenly over two years (whatever their number) across the
 * hubs, statuses, opt-ins and owners, each with its first-response targets
 * (answered within four hours unless still new; the unanswered ones reminded
 * and escalated, as the clock would have), one submission and one consent
 * record each, and a first answer's row for each answered lead; the
 * outbox (mostly sent, a few dead and pending); and the program's subscribers,
 * each asked and most confirmed.
 */
function seedStatements({ leads, outbox, subscribers }) {
  return [
    `insert into leads (hub_id, hub_number, name, email, email_key, phone, company, message, email_signup, sms_signup,
        status, created_at, updated_at, assigned_to, respond_by, escalate_by, first_response_at, reminded_at, escalated_at)
      select (array[${HUB_IDS.map((h) => `'${h}'`).join(",")}])[1 + g % 4], 1 + g % 4,
             (${list(FIRST)})[1 + g % 10] || ' ' || (${list(LAST)})[1 + (g / 10) % 10],
             'person' || g || '@example.com', 'person' || g || '@example.com',
             '+1' || (2000000000 + g)::text, 'Company ' || (g % 5000), 'Hello', g % 2 = 0, g % 3 = 0,
             (array['new','contacted','qualified','customer','lost'])[1 + g % 5],
             c, c, (${list(STAFF)})[1 + (g / 7) % 5], c + interval '15 minutes', c + interval '30 minutes',
             case when g % 5 <> 0 then c + (1 + g % 240) * interval '1 minute' end,
             case when g % 5 = 0 and g > 15 then c + interval '15 minutes' end,
             case when g % 5 = 0 and g > 30 then c + interval '30 minutes' end
        from generate_series(1, ${leads}) g, lateral (select now() - g * interval '730 days' / ${leads} as c) t`,
    `insert into lead_responses (lead_id, responded_at, how, owner, source, hub_id, staff_seconds)
      select id, first_response_at, 'status', assigned_to,
             (${list(SOURCES)})[1 + abs(hashtext(id::text)) % 5], hub_id,
             extract(epoch from first_response_at - created_at)::int
        from leads where first_response_at is not null`,
    `insert into lead_submissions (lead_id, name, email, phone, company, message, platform_interest, email_signup,
        sms_signup, ip, user_agent, created_at)
      select id, name, email, phone, company, message, platform_interest, email_signup, sms_signup, null, null, created_at
        from leads`,
    // A first and a last touch for four leads in five, over a dozen kinds of source (an ad click, a newsletter,
    // a social click, a referral, partners' campaigns); the fifth came with none (direct / unknown).
    `insert into lead_attribution (lead_id, submission_id, hub_id, touch, utm_source, utm_medium, utm_campaign, gclid,
        fbclid, referrer_host, landing_path, created_at)
      select s.lead_id, s.id, l.hub_id, t.touch,
             case when k < 6 then 'google' when k < 9 then 'newsletter' when k >= 13 then 'partner-' || (k - 12) end,
             case when k < 6 then 'cpc' when k < 9 then 'email' when k >= 13 then 'affiliate' end,
             case when k < 6 then 'spring-' || (k % 3) when k < 9 then 'march' when k >= 13 then 'launch' end,
             case when k < 6 then 'Cj0' || k end, case when k in (9, 10) then 'fb' || k end,
             case when k in (11, 12) then 'blog.example.org' end, '/pricing', s.created_at
        from lead_submissions s join leads l on l.id = s.lead_id
        cross join lateral (select abs(hashtext(l.id::text)) % 20 as k) h
        cross join (values ('first'), ('last')) t (touch)
       where k < 16`,
    `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, ip, user_agent, hub_id,
        phone, created_at)
      select id, case when sms_signup then 'sms' else 'email' end, true, 'I agree', 'v1', repeat('a', 64),
             'https://example.com/contact', null, null, hub_id, case when sms_signup then phone end, created_at
        from leads`,
    `insert into outbox (channel, "to", body, kind, created_at, status, attempts, sent_at, delivered)
      select case when g % 3 = 0 then 'email' else 'sms' end, '+1' || (2000000000 + g % 1000000)::text, 'Message ' || g,
             'notification', now() - g * interval '12 seconds',
             case when g % 1000 = 0 then 'dead' when g <= 20 then 'pending' else 'sent' end,
             1, now() - g * interval '12 seconds', g % 1000 <> 0
        from generate_series(1, ${outbox}) g`,
    // The ledger rows of the program's subscribers, and their subscriber rows folded in one pass. (The
    // trigger folds one row per transaction; a million ledger rows in one transaction would update the
    // program's tally row a million times over, which the seed avoids.)
    `alter table consent_records disable trigger consent_records_subscriber`,
    `insert into consent_records (channel, granted, text, version, sha256, page_url, ip, user_agent, hub_id, phone,
        program_id, step, created_at)
      select 'sms', true, 'Join ' || s.step, 'v1', repeat('b', 64), 'https://example.com/join', null, null, 'marque',
             '+1' || (3000000000 + g)::text, p.id, s.step, now() - g * interval '30 seconds' + s.lag
        from generate_series(1, ${subscribers}) g
        cross join (select id from client_programs where slug = '${PROGRAM}') p
        cross join (values ('requested', interval '0'), ('confirmed', interval '5 seconds')) s (step, lag)
       where s.step = 'requested' or g % 5 <> 0`,
    `alter table consent_records enable trigger consent_records_subscriber`,
    `insert into program_subscribers (program_id, key, phone, status, first_at, requested_at, confirmed_at)
      select program_id, encode(sha256(convert_to(phone, 'UTF8')), 'hex'), phone,
             case when bool_or(step = 'confirmed') then 'confirmed' else 'pending' end, min(created_at),
             max(created_at) filter (where step = 'requested'), max(created_at) filter (where step = 'confirmed')
        from consent_records where program_id is not null group by program_id, phone`,
    `insert into program_subscriber_counts (program_id, status, n)
      select program_id, status, count(*) from program_subscribers group by 1, 2`,
  ];
}

/** The triggers that keep the lead-sources rollup, off during a bulk load (one rebuild after is much faster). */
const SOURCE_TRIGGERS = {
  leads: ["leads_sources_insert", "leads_sources_update", "leads_sources_delete"],
  lead_attribution: [
    "lead_attribution_sources_insert",
    "lead_attribution_sources_update",
    "lead_attribution_sources_delete",
  ],
  audit_log: ["audit_log_sources_insert"],
};
const sourceTriggers = (mode) =>
  Object.entries(SOURCE_TRIGGERS).flatMap(([table, names]) =>
    names.map((n) => `alter table ${table} ${mode} trigger ${n}`),
  );

/** Run `statements` with the rollup's triggers off, then rebuild the rollup from scratch. */
async function inBulk(exec, statements, log) {
  for (const sql of sourceTriggers("disable")) await exec(sql);
  for (const sql of statements) {
    const started = Date.now();
    await exec(sql);
    log(`  ${sql.trim().split("\n")[0].slice(0, 60)}… ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const sql of sourceTriggers("enable")) await exec(sql);
}

async function rebuildSources(exec, log) {
  const started = Date.now();
  await exec(`select lead_sources_rebuild()`);
  await exec(`vacuum analyze lead_source_marks, lead_source_days`);
  log(`  lead-sources rollup rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Run `statements` with each big table's secondary indexes dropped first and rebuilt after (much faster). */
async function seed(exec, query, statements, log) {
  // Old rows keep no IP address or user agent (the retention rule), so the server's retention run has nothing to do.
  const tables = ["leads", "lead_submissions", "lead_attribution", "consent_records", "outbox", "lead_responses"];
  const indexes = await query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${tables.map((t) => `'${t}'`).join(", ")})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const { indexname } of indexes) await exec(`drop index ${indexname}`);
  await inBulk(exec, statements, log);
  const started = Date.now();
  for (const { indexdef } of indexes) await exec(indexdef);
  await exec(`vacuum analyze`);
  log(`  ${indexes.length} indexes rebuilt and analyzed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rebuildSources(exec, log);
}

/** The leads' days squeezed, in order, into the last 28 days: every lead inside the dashboard's default period. */
const INTO_PERIOD = `update leads set created_at = now() - (now() - created_at) *
    (select 28 * 86400 / greatest(1, extract(epoch from now() - min(created_at))) from leads)`;

/** The second shape: every lead inside the period. Resolves to how many leads the default period holds. */
async function moveIntoPeriod(exec, query, log) {
  await inBulk(exec, [INTO_PERIOD], log);
  await rebuildSources(exec, log);
  await exec(`vacuum analyze leads`);
  return leadsInPeriod(query);
}

async function leadsInPeriod(query) {
  const rows = await query(
    `select count(*)::int as n from leads
      where created_at >= (date_trunc('day', now() at time zone 'UTC') - interval '29 days') at time zone 'UTC'`,
  );
  return Number(rows[0].n);
}

/** Resident memory (KiB) of a process and its descendants, from /proc. */
function treeRssKiB(pid) {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const status = readFileSync(`/proc/${p}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // gone
    }
  }
  return total;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => Math.round(n * 10) / 10;

async function signIn(origin, host) {
  const response = await fetch(`${origin}/api/admin/session`, {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ code: ADMIN_CODE }),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie) throw new Error(`admin sign-in failed: ${response.status}`);
  return cookie;
}

/** `runs` sequential GETs after two warm-ups: p50 and p95 of the whole answer, and its status. */
async function timePage(origin, headers, url, runs) {
  const times = [];
  let status = 0;
  for (let i = 0; i < runs + 2; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${url}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    status = response.status;
    if (i >= 2) times.push(performance.now() - started);
  }
  return { url, status, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), runs };
}

/** One CSV in full: first byte, total time, bytes, lines, and the server's peak RSS growth while it streamed. */
async function timeCsv(origin, headers, url, pid) {
  const before = treeRssKiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssKiB(pid))), 100);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${url}`, { headers });
    const reader = response.body.getReader();
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (firstByteMs === null) firstByteMs = performance.now() - started;
      bytes += value.length;
      for (const b of value) if (b === 10) lines += 1;
    }
    return {
      url,
      status: response.status,
      firstByteMs: round(firstByteMs ?? 0),
      totalMs: round(performance.now() - started),
      bytes,
      rows: Math.max(0, lines - 1),
      rssBeforeMiB: round(before / 1024),
      peakRssGrowthMiB: round((peak - before) / 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Seeded facts the pages are asked about: a deep cursor, a lead, the program's slug and a subscriber. */
async function targets(query) {
  const deep = (
    await query(`select created_at::text as t, id::text from leads order by created_at desc, id desc
      offset (select count(*) / 2 from leads) limit 1`)
  )[0];
  const cursor = Buffer.from(JSON.stringify(["leads", "a", deep.t, deep.id])).toString("base64url");
  const lead = (
    await query(`select id::text from leads where sms_signup order by created_at desc limit 1
        offset (select count(*) / 2 from leads where sms_signup)`)
  )[0].id;
  const key = (
    await query(`select key from program_subscribers s join client_programs p on p.id = s.program_id
      where p.slug = '${PROGRAM}' order by listed_at desc, key desc limit 1
        offset (select count(*) / 2 from program_subscribers)`)
  )[0].key;
  return { cursor, lead, key };
}

const CSVS = [
  ["leads CSV", "/api/admin/leads.csv"],
  ["subscribers CSV", `/api/admin/clients/${PROGRAM}/subscribers.csv`],
];

/** The pages and CSVs on one server over a seeded database. */
async function measure({ origin, port, pid, facts, runs, log }) {
  const host = `marque.localhost:${port}`;
  const headers = { host, cookie: await signIn(origin, host) };
  const pages = [
    ["dashboard", "/admin"],
    ["leads, first page", "/admin/leads"],
    ["leads, deep page by cursor", `/admin/leads?cursor=${facts.cursor}`],
    ["leads, name fragment search", `/admin/leads?q=${FRAGMENT}`],
    // "Mine" is the list filtered to one owner (the signed-in member): the same query for any owner named.
    ["leads, one owner's (mine)", `/admin/leads?owner=${encodeURIComponent(STAFF[0])}`],
    ["leads, overdue", "/admin/leads?view=overdue"],
    ["leads, one owner's overdue", `/admin/leads?view=overdue&owner=${encodeURIComponent(STAFF[0])}`],
    ["staff, with each one's waiting leads", "/admin/staff"],
    ["a lead's page", `/admin/leads/${facts.lead}`],
    ["outbox", "/admin/outbox"],
    ["program subscribers", `/admin/clients/${PROGRAM}/subscribers`],
    ["subscriber's proof", `/admin/clients/${PROGRAM}/subscribers/${facts.key}`],
  ];
  const results = [];
  for (const [name, url] of pages) {
    const r = await timePage(origin, headers, url, runs);
    results.push({ name, ...r });
    log(`  ${name}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms (${r.status})`);
  }
  const csvs = [];
  for (const [name, url] of CSVS) {
    const r = await timeCsv(origin, headers, url, pid);
    csvs.push({ name, ...r });
    log(
      `  ${name}: first byte ${r.firstByteMs} ms, total ${(r.totalMs / 1000).toFixed(1)} s, ${r.rows} rows, ` +
        `${(r.bytes / 1048576).toFixed(0)} MiB, peak RSS growth ${r.peakRssGrowthMiB} MiB`,
    );
  }
  return { pages: results, csvs };
}

/** The dashboard alone, with every lead inside its period. */
async function measureDashboard({ origin, port, runs, log }) {
  const host = `marque.localhost:${port}`;
  const r = await timePage(origin, { host, cookie: await signIn(origin, host) }, "/admin", runs);
  log(`  dashboard, every lead in the period: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms (${r.status})`);
  return { name: "dashboard", ...r };
}

/** On a server with its heap capped: the dashboard and both CSVs in full, each completed or not. */
async function measureCapped({ origin, port, pid, sizes, log }) {
  const host = `marque.localhost:${port}`;
  const headers = { host, cookie: await signIn(origin, host) };
  const attempt = async (name, run) => {
    try {
      return { name, ...(await run()) };
    } catch (error) {
      return { name, completed: false, error: String(error?.cause ?? error) };
    }
  };
  const dashboard = await attempt("dashboard", async () => {
    const r = await timePage(origin, headers, "/admin", 3);
    return { completed: r.status === 200, ...r };
  });
  const wanted = { "leads CSV": sizes.leads, "subscribers CSV": sizes.subscribers };
  const csvs = [];
  for (const [name, url] of CSVS) {
    csvs.push(
      await attempt(name, async () => {
        const r = await timeCsv(origin, headers, url, pid);
        return { completed: r.status === 200 && r.rows === wanted[name], ...r };
      }),
    );
  }
  for (const r of [dashboard, ...csvs]) {
    log(`  heap ${HEAP_CAP_MIB} MB, ${r.name}: ${r.completed ? "completed" : `did not complete ${r.error ?? ""}`}`);
  }
  return { heapMiB: HEAP_CAP_MIB, dashboard, csvs };
}

const SIZES = { leads: 1_000_000, outbox: 5_000_000, subscribers: 500_000 };
const sized = (scale) => Object.fromEntries(Object.entries(SIZES).map(([k, v]) => [k, Math.round(v * scale)]));

/** The site as `npm start` runs it (server.mjs), on a free port; `heapMiB` caps its heap. */
async function startSite(root, env, extra, heapMiB) {
  const port = await freePort();
  const node = heapMiB ? [`--max-old-space-size=${heapMiB}`] : [];
  const server = startProcess(process.execPath, [...node, "server.mjs", "-p", String(port)], {
    cwd: root,
    env: { ...env, ...SECRETS, ...extra, ADMIN_EMAILS: STAFF.join(","), RATE_LIMIT_RELAXED: "1", LOG_LEVEL: "ERROR" },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/robots.txt`, 120_000);
  } catch (error) {
    await server.stop();
    throw new Error(`the site did not answer: ${server.output().slice(-2000)}`, { cause: error });
  }
  return { server, origin, port };
}

/** `fn` with the site up on a seeded database, then the site stopped. */
async function withSite({ root, env, extra, heapMiB, log, database }, fn) {
  const { server, origin, port } = await startSite(root, env, extra, heapMiB);
  try {
    log(`${database}: the site on ${origin}${heapMiB ? ` (heap capped at ${heapMiB} MB)` : ""}`);
    return await fn({ origin, port, pid: server.child.pid });
  } finally {
    await server.stop();
  }
}

/**
 * Both shapes on one seeded database: every page and CSV with the leads spread over two years; then, the leads
 * moved into the last 28 days (`reshape`, with the site stopped), the dashboard, and the capped server's run.
 */
async function measureShapes({ site, reshape, spreadInPeriod, sizes, seedSeconds, facts, runs, log }) {
  const spread = await withSite(site, (up) => measure({ ...up, facts, runs, log }));
  log(`${site.database}: moving every lead into the period…`);
  const inPeriod = await reshape();
  const dashboard = await withSite(site, (up) => measureDashboard({ ...up, runs, log }));
  const capped = await withSite({ ...site, heapMiB: HEAP_CAP_MIB }, (up) => measureCapped({ ...up, sizes, log }));
  return {
    database: site.database,
    sizes,
    seedSeconds,
    ...spread,
    shapes: { spread: { leadsInPeriod: spreadInPeriod }, inPeriod: { leadsInPeriod: inPeriod, dashboard } },
    capped,
  };
}

async function onPostgres({ root, env, scale, runs, log }) {
  const sizes = sized(scale);
  const db = await startPostgres();
  const client = async (fn) => {
    const { sql, close } = await openPostgres(db.url, { max: 1 });
    try {
      await sql.unsafe(`set maintenance_work_mem = '256MB'`);
      return await fn(
        (text) => sql.unsafe(text),
        (text) => sql.unsafe(text),
      );
    } finally {
      await close();
    }
  };
  try {
    await migrateDatabase(db.url);
    const started = Date.now();
    log(`PostgreSQL: seeding ${JSON.stringify(sizes)}…`);
    const { facts, spreadInPeriod } = await client(async (exec, query) => {
      await seed(exec, query, seedStatements(sizes), log);
      return { facts: await targets(query), spreadInPeriod: await leadsInPeriod(query) };
    });
    return await measureShapes({
      site: { root, env, extra: { DATABASE_URL: db.url }, database: "postgres", log },
      reshape: () => client((exec, query) => moveIntoPeriod(exec, query, log)),
      spreadInPeriod,
      sizes,
      seedSeconds: Math.round((Date.now() - started) / 1000),
      facts,
      runs,
      log,
    });
  } finally {
    await db.stop();
  }
}

async function onEmbedded({ root, env, scale, runs, log }) {
  const sizes = sized(scale / 10);
  const tmp = mkdtempSync(path.join(os.tmpdir(), "marque-staff-"));
  const dataDir = path.join(tmp, "data");
  // The data directory is the site's while it runs: opened here only in between.
  const client = async (fn) => {
    const { openPglite } = await databaseModule();
    const { unlockDataDir } = await jiti.import("@/lib/backend/embedded/data-dir-lock.ts");
    const pg = await openPglite(dataDir);
    try {
      return await fn(
        (text) => pg.exec(text),
        async (text) => (await pg.query(text)).rows,
      );
    } finally {
      await pg.close();
      unlockDataDir(dataDir);
    }
  };
  try {
    const started = Date.now();
    log(`embedded: seeding ${JSON.stringify(sizes)}…`);
    const { facts, spreadInPeriod } = await client(async (exec, query) => {
      await seed(exec, query, seedStatements(sizes), log);
      return { facts: await targets(query), spreadInPeriod: await leadsInPeriod(query) };
    });
    return await measureShapes({
      site: { root, env, extra: { DATA_DIR: dataDir }, database: "embedded", log },
      reshape: () => client((exec, query) => moveIntoPeriod(exec, query, log)),
      spreadInPeriod,
      sizes,
      seedSeconds: Math.round((Date.now() - started) / 1000),
      facts,
      runs,
      log,
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Both databases in turn; `scale` 1 is the full size (PostgreSQL), the embedded one a tenth of it. */
export async function benchStaffScale({ root, env, scale = 1, runs = 20, log, skip = new Set(), save }) {
  const result = { date: new Date().toISOString(), runs, databases: [] };
  for (const [name, run] of [
    ["postgres", onPostgres],
    ["embedded", onEmbedded],
  ]) {
    if (skip.has(name)) continue;
    result.databases.push(await run({ root, env, scale, runs, log }));
    // Each database's figures are kept as soon as they are measured.
    save?.(result);
  }
  return result;
}

/** The section of bench/RESULTS.md. */
export function staffScaleMarkdown(staff) {
  if (!staff) return "";
  const lines = ["", "## Staff tools at scale", ""];
  for (const d of staff.databases) {
    const goal = STAFF_PAGE_GOAL_MS[d.database];
    lines.push(
      `### ${d.database === "postgres" ? "PostgreSQL" : "Embedded (PGlite)"}: ${d.sizes.leads.toLocaleString("en-US")} leads, ` +
        `${d.sizes.outbox.toLocaleString("en-US")} outbox rows, ${d.sizes.subscribers.toLocaleString("en-US")} subscribers`,
      "",
      `| Page | p50 ms | p95 ms | goal p95 ≤ ${goal} ms |`,
      "| --- | ---: | ---: | --- |",
      ...d.pages.map(
        (p) => `| ${p.name} | ${p.p50Ms} | ${p.p95Ms} | ${p.status === 200 && p.p95Ms <= goal ? "met" : "missed"} |`,
      ),
      "",
      `| CSV | rows | first byte ms | total s | peak RSS growth MiB |`,
      "| --- | ---: | ---: | ---: | ---: |",
      ...d.csvs.map(
        (c) =>
          `| ${c.name} | ${c.rows.toLocaleString("en-US")} | ${c.firstByteMs} | ${(c.totalMs / 1000).toFixed(1)} | ${c.peakRssGrowthMiB} |`,
      ),
      "",
    );
    if (d.shapes) {
      const pages = { spread: d.pages.find((p) => p.name === "dashboard"), inPeriod: d.shapes.inPeriod.dashboard };
      lines.push(
        `| Dashboard (\`/admin\`, last 30 days) | leads in the period | p50 ms | p95 ms | goal p95 ≤ ${goal} ms |`,
        "| --- | ---: | ---: | ---: | --- |",
        ...[
          ["leads spread over two years", d.shapes.spread.leadsInPeriod, pages.spread],
          ["every lead in the period", d.shapes.inPeriod.leadsInPeriod, pages.inPeriod],
        ].map(
          ([shape, n, p]) =>
            `| ${shape} | ${n.toLocaleString("en-US")} | ${p.p50Ms} | ${p.p95Ms} | ${p.status === 200 && p.p95Ms <= goal ? "met" : "missed"} |`,
        ),
        "",
        `| Heap capped at ${d.capped.heapMiB} MB, every lead in the period | rows | total s | completed |`,
        "| --- | ---: | ---: | --- |",
        ...[d.capped.dashboard, ...d.capped.csvs].map(
          (c) =>
            `| ${c.name} | ${c.rows === undefined ? "" : c.rows.toLocaleString("en-US")} | ` +
            `${c.totalMs === undefined ? "" : (c.totalMs / 1000).toFixed(1)} | ${c.completed ? "yes" : `no ${c.error ?? ""}`} |`,
        ),
        "",
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const args = process.argv.slice(2);
  const arg = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  const skip = new Set(
    [args.includes("--skip-postgres") && "postgres", args.includes("--skip-embedded") && "embedded"].filter(Boolean),
  );
  const log = (message) => process.stdout.write(`[staff] ${message}\n`);
  const result = await benchStaffScale({
    root,
    next: path.join(root, "node_modules/.bin/next"),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    scale: arg("scale", 1),
    runs: arg("runs", 20),
    log,
    skip,
    save: (partial) =>
      writeFileSync(path.join(root, "bench/staff-scale.json"), `${JSON.stringify(partial, null, 2)}\n`),
  });
  process.stdout.write(staffScaleMarkdown(result));
}
