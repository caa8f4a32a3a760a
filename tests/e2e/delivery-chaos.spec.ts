import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type postgres from "postgres";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { startSite, type Site } from "../support/next-server.mjs";
import { openPostgres } from "../../scripts/lib/database.mjs";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";

/**
 * Delivery under chaos, with real parts started by this spec: a PostgreSQL database,
 * two `next start` servers sharing it, an SMTP sink and a Twilio stand-in
 * that misbehave at random. Short test-only leases and timeouts (environment
 * variables) keep a crash and its recovery within seconds.
 */
test.describe.configure({ mode: "serial" });

let pg: TestDatabase;
let sql: ReturnType<typeof postgres>;
let work: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  pg = await createTestDatabase();
  sql = (await openPostgres(pg.url, { max: 4 })).sql;
  work = mkdtempSync(path.join(tmpdir(), "delivery-chaos-"));
});

test.afterAll(async () => {
  await sql?.end();
  await pg?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Seeded random numbers, so a failing run can be replayed. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Receipts {
  /** Outbox row id → how many times the sink accepted it. */
  accepted: Map<string, number>;
  total(): number;
}

function receipts(): Receipts {
  const accepted = new Map<string, number>();
  return { accepted, total: () => [...accepted.values()].reduce((a, b) => a + b, 0) };
}

/**
 * SMTP that at random hangs (at the greeting or after the message), drops
 * the connection, or answers 4xx or 5xx. A message counts as received only
 * when the sink answered 250.
 */
async function startChaosSmtp(random: () => number, chaos: boolean, delayMs = 0) {
  const got = receipts();
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (chaos && random() < 0.04) return; // hangs before the greeting
      callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const roll = chaos ? random() : 1;
        if (roll < 0.04) return; // hangs after the message: never answers
        if (roll < 0.08) {
          // Drops the connection without an answer.
          const connections = (server as unknown as { connections: Set<{ id: string; _socket: { destroy(): void } }> })
            .connections;
          for (const c of connections) if (c.id === session.id) c._socket.destroy();
          return;
        }
        if (roll < 0.14) return callback(Object.assign(new Error("4.3.2 try again later"), { responseCode: 451 }));
        if (roll < 0.18) return callback(Object.assign(new Error("5.3.0 internal error"), { responseCode: 554 }));
        const id = /Message-ID:\s*<([0-9a-f-]{36})@/i.exec(Buffer.concat(chunks).toString("utf8"))?.[1];
        const answer = () => {
          if (id) got.accepted.set(id, (got.accepted.get(id) ?? 0) + 1);
          callback();
        };
        if (delayMs) setTimeout(answer, delayMs);
        else answer();
      });
    },
  });
  // Dropped and timed-out connections are the point here, not errors.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    got,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(resolve, 1000);
      }),
  };
}

/** Twilio's Messages API that at random answers 429, 500, or nothing at all; a 201 counts as received. */
async function startChaosTwilio(random: () => number) {
  const got = receipts();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.on("error", () => {});
    res.on("error", () => {});
    req.resume();
    req.on("end", () => {
      const roll = random();
      res.setHeader("content-type", "application/json");
      if (roll < 0.05) {
        hanging.add(res);
        return;
      }
      if (roll < 0.12) return res.writeHead(429).end(JSON.stringify({ code: 20429, message: "Too Many Requests" }));
      if (roll < 0.19) return res.writeHead(500).end(JSON.stringify({ code: 20500, message: "Internal Server Error" }));
      const id = String(req.headers["i-twilio-idempotency-token"]);
      got.accepted.set(id, (got.accepted.get(id) ?? 0) + 1);
      res.writeHead(201).end(JSON.stringify({ sid: `SM${id.replaceAll("-", "")}`, status: "queued" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    got,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Instance = Site & { pid: number };

/** `next start` on a free port, its output kept; resolves once it answers. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const site = await startSite({ env, output: "capture" });
  return Object.assign(site, { pid: site.child.pid! });
}

function stopInstance(instance: Instance | undefined): Promise<unknown> {
  return instance ? instance.stop() : Promise.resolve();
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function serverEnv(smtpUrl: string, twilioUrl: string): Record<string, string> {
  return {
    DATABASE_URL: pg.url,
    DATA_DIR: path.join(work, "data"),
    ADMIN_ACCESS_CODE: "chaos-admin-code-0000",
    ADMIN_SESSION_SECRET: "chaos-session-secret-0123456789abcdef0123456789",
    FORM_TOKEN_SECRET: "chaos-form-token-secret-0123456789abcdef012345",
    USER_SESSION_SECRET: "chaos-user-session-secret-0123456789abcdef0123",
    SMTP_URL: smtpUrl,
    TWILIO_ACCOUNT_SID: "ACchaos",
    TWILIO_AUTH_TOKEN: "chaos-twilio-token-0123456789",
    TWILIO_FROM: "+15005550006",
    TWILIO_API_URL: twilioUrl,
    LOG_LEVEL: "ERROR",
    // Test-only timings: a crash's lease runs out in seconds.
    DELIVERY_LEASE_MS: "6000",
    DELIVERY_SHUTDOWN_GRACE_MS: "3000",
    DELIVERY_POLL_MS: "250",
    DELIVERY_RETRY_BASE_MS: "100",
    DELIVERY_RETRY_MAX_MS: "1000",
    DELIVERY_MAX_ATTEMPTS: "30",
    DELIVERY_EMAIL_CONCURRENCY: "4",
    DELIVERY_SMS_CONCURRENCY: "4",
    DELIVERY_SMTP_CONNECT_TIMEOUT_MS: "1000",
    DELIVERY_SMTP_GREETING_TIMEOUT_MS: "1000",
    DELIVERY_SMTP_SOCKET_TIMEOUT_MS: "1000",
    DELIVERY_TWILIO_TIMEOUT_MS: "1000",
  };
}

/** Queue messages straight into the outbox, as the cores do: half email, half SMS, every nth code already expired. */
async function queue(count: number, expiredEvery: number): Promise<{ valid: string[]; expired: string[] }> {
  const rows = await sql.unsafe<{ id: string; expired: boolean }[]>(
    `insert into outbox (channel, "to", subject, body, kind, redact, expires_at)
     select case when i % 2 = 0 then 'email' else 'sms' end,
            case when i % 2 = 0 then 'chaos' || i || '@example.com' else '+1415' || (5000000 + i) end,
            case when i % 2 = 0 then 'Your code' end,
            'Your code is ' || (100000 + i), 'verification', true,
            case when i % $2 = $2 - 1 then now() - interval '1 second' else now() + interval '1 hour' end
       from generate_series(0, $1 - 1) as i
     returning id::text, expires_at < now() as expired`,
    [count, expiredEvery],
  );
  return {
    valid: rows.filter((r) => !r.expired).map((r) => r.id),
    expired: rows.filter((r) => r.expired).map((r) => r.id),
  };
}

const settled = async () =>
  (
    await sql<{ n: number }[]>`select count(*)::int as n from outbox where status in ('pending', 'sending', 'failed')`
  )[0].n === 0;

test("chaos: 1,000 codes through two servers, one killed with kill -9 mid-batch and restarted", async () => {
  test.setTimeout(300_000);
  await sql`truncate outbox`;
  const random = seeded(Number(process.env.CHAOS_SEED ?? 27));
  const smtp = await startChaosSmtp(random, true);
  const twilio = await startChaosTwilio(random);
  const env = serverEnv(smtp.url, twilio.url);
  let a: Instance | undefined;
  let b: Instance | undefined;
  let a2: Instance | undefined;
  try {
    const { valid, expired } = await queue(1000, 10);
    expect(valid).toHaveLength(900);
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    const received = () => smtp.got.total() + twilio.got.total();
    await waitUntil(() => received() >= 150, 120_000, "150 messages at the sinks");

    // Mid-batch: A dies without a word; what it held claimed is what can go twice.
    a.child.kill("SIGKILL");
    await a.exited;
    const [{ n: inFlightAtKill }] = await sql<{ n: number }[]>`
      select count(*)::int as n from outbox where status = 'sending' and claimed_by like ${`%:${a.pid}`}`;
    a2 = await startInstance(env);

    await waitUntil(settled, 200_000, "every message sent, expired or dead");
    const counts = new Map<string, number>([...smtp.got.accepted, ...twilio.got.accepted]);
    const missing = valid.filter((id) => !counts.has(id));
    const duplicates = [...counts.values()].reduce((sum, n) => sum + (n - 1), 0);
    const leaked = expired.filter((id) => counts.has(id));
    const states = await sql<{ status: string; n: number }[]>`
      select status, count(*)::int as n from outbox group by status order by status`;
    const stuck = await sql<{ n: number }[]>`
      select count(*)::int as n from outbox where status = 'sending' or claim_token is not null`;
    console.log(
      `chaos: ${valid.length} valid delivered ${valid.length - missing.length}, in flight at the kill ${inFlightAtKill}, ` +
        `sent twice ${duplicates}, expired sent ${leaked.length}; states ${JSON.stringify(states)}`,
    );
    expect(missing).toEqual([]);
    expect(duplicates).toBeLessThanOrEqual(inFlightAtKill);
    expect(leaked).toEqual([]);
    expect(stuck[0].n).toBe(0);
    expect(states).toEqual([
      { status: "expired", n: 100 },
      { status: "sent", n: 900 },
    ]);
  } finally {
    await Promise.all([stopInstance(a), stopInstance(b), stopInstance(a2)]);
    await smtp.stop();
    await twilio.stop();
  }
});

test("SIGTERM mid-batch: the server finishes its sends, leaves nothing claimed, exits 0; nothing goes twice", async () => {
  test.setTimeout(180_000);
  await sql`truncate outbox`;
  // A slow but reliable mail server: each message takes 200 ms.
  const smtp = await startChaosSmtp(Math.random, false, 200);
  const twilio = await startChaosTwilio(() => 1);
  const env = { ...serverEnv(smtp.url, twilio.url), DELIVERY_LEASE_MS: "60000", DELIVERY_SHUTDOWN_GRACE_MS: "10000" };
  let first: Instance | undefined;
  let second: Instance | undefined;
  try {
    const { valid } = await queue(200, 1_000_000);
    first = await startInstance(env);
    await waitUntil(() => smtp.got.total() + twilio.got.total() >= 30, 60_000, "30 messages sent");
    const [{ n: claimed }] = await sql<{ n: number }[]>`select count(*)::int as n from outbox where status = 'sending'`;
    expect(claimed).toBeGreaterThan(0);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const [{ n: stuck }] = await sql<{ n: number }[]>`
      select count(*)::int as n from outbox where status = 'sending' or claim_token is not null`;
    expect(stuck).toBe(0);
    const sentBefore = smtp.got.total() + twilio.got.total();
    expect(sentBefore).toBeLessThan(200);

    // With a 60 s lease, only a clean hand-back lets the next server send the rest now.
    second = await startInstance(env);
    await waitUntil(settled, 90_000, "the rest sent by the second server");
    const counts = new Map<string, number>([...smtp.got.accepted, ...twilio.got.accepted]);
    expect(valid.filter((id) => counts.get(id) !== 1)).toEqual([]);
    expect(counts.size).toBe(200);
  } finally {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await smtp.stop();
    await twilio.stop();
  }
});
