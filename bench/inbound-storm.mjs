// The inbound storm of `npm run bench` (skip with --skip=storm): a broadcast's
// replies (STOP, HELP, YES and free text, one per number) arrive on two
// `next start` instances sharing one PostgreSQL, signed as Twilio signs them,
// with a tenth of them retried by Twilio (the same MessageSid, on the other
// instance). Records replies answered per second, p50/p99, the answers that
// were not 2xx, and STOPs recorded (once each) against STOPs sent.
import { createHmac } from "node:crypto";
import { request } from "node:http";
import { startPostgres } from "../tests/support/postgres-server.mjs";
import { migrateDatabase, openPostgres } from "../scripts/lib/database.mjs";
import { freePort, startProcess, waitForHttp } from "./lib.mjs";

const TOKEN = "bench-storm-twilio-token-5512";
const HOST = "percymd.com";
const INBOUND = "/api/webhooks/twilio/inbound";
const OUR_NUMBER = "+15005550006";
const BODIES = ["STOP", "HELP", "YES", "Is this still on for Friday?"];
const SECRETS = {
  ADMIN_ACCESS_CODE: "bench-admin-code",
  ADMIN_SESSION_SECRET: "bench-admin-session-secret-0123456789abcdef",
  FORM_TOKEN_SECRET: "bench-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "bench-user-session-secret-0123456789abcdef",
};

function signature(params) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], `https://${HOST}${INBOUND}`);
  return createHmac("sha1", TOKEN).update(data).digest("base64");
}

/** One signed inbound text; resolves to { status, ms }. */
function post(port, params) {
  const body = new URLSearchParams(params).toString();
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: INBOUND,
        method: "POST",
        agent: false,
        headers: {
          host: HOST,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          "x-twilio-signature": signature(params),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The storm; `replies` numbers each text once, `connections` requests in flight at most. */
export async function benchInboundStorm({ root, env, replies = 2000, connections = 64, log }) {
  const db = await startPostgres();
  const stops = [() => db.stop()];
  try {
    await migrateDatabase(db.url);
    const twilioApi = await freePort(); // nothing listens: the storm sends no texts of its own
    const instances = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = startProcess(process.execPath, ["server.mjs", "-p", String(port)], {
        cwd: root,
        env: {
          ...env,
          ...SECRETS,
          DATABASE_URL: db.url,
          LOG_LEVEL: "ERROR",
          PUBLIC_URL: `https://${HOST}`,
          TWILIO_ACCOUNT_SID: "ACbenchstorm",
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM: OUR_NUMBER,
          TWILIO_API_URL: `http://127.0.0.1:${twilioApi}`,
        },
      });
      stops.unshift(server.stop);
      instances.push(port);
    }
    await Promise.all(instances.map((port) => waitForHttp(`http://127.0.0.1:${port}/robots.txt`)));
    // Warm both instances' webhook route.
    for (const port of instances) await post(port, { From: "+14155550100", To: OUR_NUMBER, Body: "HELP" });

    const run = Date.now().toString(36);
    const texts = Array.from({ length: replies }, (_, n) => ({
      From: `+1415${String(5_000_000 + n).padStart(7, "0")}`,
      To: OUR_NUMBER,
      Body: BODIES[n % BODIES.length],
      MessageSid: `SM${run}${String(n).padStart(8, "0")}`,
    }));
    // Twilio retries a tenth of them (no answer seen in time): the same text on the other instance.
    const sends = texts.flatMap((params, n) => {
      const first = { port: instances[n % 2], params };
      return n % 10 === 0 ? [first, { port: instances[(n + 1) % 2], params }] : [first];
    });
    const results = [];
    let next_ = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next_ < sends.length) {
          const send = sends[next_++];
          results.push(await post(send.port, send.params));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const stopsSent = texts.filter((t) => t.Body === "STOP").map((t) => t.From);
    const { sql } = await openPostgres(db.url, { max: 1 });
    let recorded;
    try {
      recorded = await sql`
        select phone, count(*)::int as n from consent_records
        where channel = 'sms' and granted = false and phone = any(${stopsSent}) group by phone`;
    } finally {
      await sql.end({ timeout: 5 });
    }
    const storm = {
      instances: 2,
      replies,
      requests: sends.length,
      retries: sends.length - replies,
      connections,
      seconds: Number(seconds.toFixed(2)),
      repliesPerSecond: Math.round(replies / seconds),
      requestsPerSecond: Math.round(sends.length / seconds),
      p50Ms: Number(percentile(latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(latencies, 99).toFixed(1)),
      non2xx: results.filter((r) => r.status < 200 || r.status >= 300).length,
      stopsSent: stopsSent.length,
      stopsRecorded: recorded.length,
      stopsRecordedTwice: recorded.filter((r) => r.n > 1).length,
    };
    log(
      `inbound storm: ${replies} replies (+${storm.retries} retries) on two instances in ${storm.seconds} s: ` +
        `${storm.repliesPerSecond} replies/s, p50 ${storm.p50Ms} ms, p99 ${storm.p99Ms} ms, non-2xx ${storm.non2xx}, ` +
        `STOPs recorded ${storm.stopsRecorded}/${storm.stopsSent} (twice: ${storm.stopsRecordedTwice})`,
    );
    return storm;
  } finally {
    for (const stop of stops) await stop();
  }
}

/** The storm's section of bench/RESULTS.md. */
export function renderInboundStorm(results) {
  const s = results.inboundStorm;
  if (!s) return "";
  return [
    "",
    "## Inbound storm (two instances, one PostgreSQL)",
    "",
    `${s.replies} replies (STOP, HELP, YES, free text; one per number) plus ${s.retries} Twilio retries of the same MessageSid on the other instance, ${s.connections} in flight.`,
    "",
    "| replies/s | p50 ms | p99 ms | non-2xx | STOPs recorded / sent | recorded twice |",
    "|---|---|---|---|---|---|",
    `| ${s.repliesPerSecond} | ${s.p50Ms} | ${s.p99Ms} | ${s.non2xx} | ${s.stopsRecorded} / ${s.stopsSent} | ${s.stopsRecordedTwice} |`,
    "",
    `2,000 replies within a minute is ${Math.ceil(2000 / 60)} replies/s.`,
    "",
  ].join("\n");
}
