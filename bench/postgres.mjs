// The PostgreSQL run of `npm run bench` (skip with --skip=postgres): a
// throwaway PostgreSQL server, `npm run db:migrate`'s code, and two
// `next start` instances on it with DATABASE_URL, as behind a load balancer.
// Measures POST /api/contact across both (throughput, p50/p99, every accepted
// request stored) and the added latency of the Postgres limiter: the same
// limiter-only route (GET /api/payments/session, no Stripe key) on the
// embedded server (in-memory limiter) and on a Postgres instance.
import autocannon from "autocannon";
import { startPostgres } from "../tests/support/postgres-server.mjs";
import { migrateDatabase, openPostgres } from "../scripts/lib/database.mjs";
import { freePort, load, startProcess, waitForHttp } from "./lib.mjs";
import { contactBody, formTokens } from "./contact.mjs";

const SECRETS = {
  ADMIN_ACCESS_CODE: "bench-admin-code",
  ADMIN_SESSION_SECRET: "bench-admin-session-secret-0123456789abcdef",
  FORM_TOKEN_SECRET: "bench-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "bench-user-session-secret-0123456789abcdef",
};

async function contactOn(instance, run, tokens, offset, requests) {
  const headers = { host: `percytech.localhost:${instance.port}`, "content-type": "application/json" };
  let sent = 0;
  const result = await autocannon({
    url: `${instance.origin}/api/contact`,
    connections: 32,
    amount: requests,
    timeout: 60,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const n = offset + sent++;
          const body = contactBody(run, n, tokens[n]);
          return {
            ...req,
            headers: { ...headers, "x-forwarded-for": `10.8.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
  return result;
}

/** Runs the PostgreSQL measurements; `embedded` is { origin, port } of the running embedded server. */
export async function benchPostgres({ root, env, embedded, requests = 2000, duration = 5, log }) {
  const db = await startPostgres();
  const stops = [() => db.stop()];
  try {
    await migrateDatabase(db.url);
    const instances = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = startProcess(process.execPath, ["server.mjs", "-p", String(port)], {
        cwd: root,
        env: { ...env, ...SECRETS, DATABASE_URL: db.url, RATE_LIMIT_RELAXED: "1", LOG_LEVEL: "ERROR" },
      });
      stops.unshift(server.stop);
      instances.push({ port, origin: `http://127.0.0.1:${port}` });
    }
    await Promise.all(instances.map((s) => waitForHttp(`${s.origin}/robots.txt`)));
    log(`two next start instances on one PostgreSQL: ${instances.map((s) => s.origin).join(", ")}`);

    // The limiter's cost: one limiter hit and a tiny JSON answer, in memory vs in Postgres.
    const limiterRoute = (s) => ({
      url: `${s.origin}/api/payments/session?session_id=cs_bench`,
      host: `marque.localhost:${s.port}`,
      connections: 8,
      duration,
    });
    await load({ ...limiterRoute(embedded), duration: 1 });
    await load({ ...limiterRoute(instances[0]), duration: 1 });
    const memoryLimiter = await load(limiterRoute(embedded));
    const postgresLimiter = await load(limiterRoute(instances[0]));
    const limiter = {
      route: "GET /api/payments/session (limiter only)",
      embeddedP50Ms: memoryLimiter.p50Ms,
      postgresP50Ms: postgresLimiter.p50Ms,
      embeddedRequestsPerSecond: memoryLimiter.requestsPerSecond,
      postgresRequestsPerSecond: postgresLimiter.requestsPerSecond,
      addedP50Ms: Number((postgresLimiter.p50Ms - memoryLimiter.p50Ms).toFixed(2)),
    };
    log(
      `limiter: p50 ${limiter.embeddedP50Ms} ms in memory, ${limiter.postgresP50Ms} ms in Postgres (+${limiter.addedP50Ms} ms)`,
    );

    const headers = { host: `percytech.localhost:${instances[0].port}`, "content-type": "application/json" };
    const tokens = await formTokens(instances[0].origin, headers, requests);
    await new Promise((r) => setTimeout(r, 3_100)); // the server refuses a form younger than 3 s
    const run = `pgbench${Date.now().toString(36)}`;
    const half = Math.floor(requests / 2);
    const started = Date.now();
    const results = await Promise.all([
      contactOn(instances[0], run, tokens, 0, half),
      contactOn(instances[1], run, tokens, half, requests - half),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const accepted = results.reduce((n, r) => n + (r.statusCodeStats["201"]?.count ?? 0), 0);
    const rows = await countLeads(db.url, run);
    const contact = {
      instances: 2,
      requests,
      connectionsPerInstance: 32,
      requestsPerSecond: Math.round(requests / seconds),
      perInstance: results.map((r) => ({
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
      })),
      p50Ms: Math.max(...results.map((r) => r.latency.p50)),
      p99Ms: Math.max(...results.map((r) => r.latency.p99)),
      accepted,
      storedLeads: rows,
      errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    };
    log(
      `POST /api/contact on two instances + PostgreSQL: ${contact.requestsPerSecond} req/s, p50 ${contact.p50Ms} ms, p99 ${contact.p99Ms} ms (worst instance); accepted ${accepted}, stored ${rows}`,
    );
    if (accepted !== rows) throw new Error(`accepted ${accepted} ≠ stored ${rows}`);
    return { contact, limiter };
  } finally {
    for (const stop of stops) await stop();
  }
}

async function countLeads(url, run) {
  const { sql } = await openPostgres(url, { max: 1 });
  try {
    const [{ n }] = await sql`select count(*)::int as n from leads where email like ${`${run}-%`}`;
    return n;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The PostgreSQL section of bench/RESULTS.md, beside the embedded figures. */
export function renderPostgres(results) {
  const pg = results.postgres;
  if (!pg) return "";
  const embedded = results.contact;
  const lines = [
    "",
    "## PostgreSQL (two instances, one database)",
    "",
    "| Run | req/s | p50 ms | p99 ms | accepted = stored |",
    "|---|---|---|---|---|",
  ];
  if (embedded)
    lines.push(
      `| POST /api/contact, embedded (1 instance) | ${embedded.requestsPerSecond} | ${embedded.p50Ms} | ${embedded.p99Ms} | ${embedded.accepted} = ${embedded.storedLeads} |`,
    );
  lines.push(
    `| POST /api/contact, 2 instances on PostgreSQL | ${pg.contact.requestsPerSecond} | ${pg.contact.p50Ms} | ${pg.contact.p99Ms} | ${pg.contact.accepted} = ${pg.contact.storedLeads} |`,
  );
  lines.push(
    "",
    `Limiter cost (${pg.limiter.route}): p50 ${pg.limiter.embeddedP50Ms} ms in memory, ${pg.limiter.postgresP50Ms} ms in PostgreSQL: +${pg.limiter.addedP50Ms} ms per request.`,
    "",
  );
  return lines.join("\n");
}
