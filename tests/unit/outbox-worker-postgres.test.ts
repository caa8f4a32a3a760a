import { enqueue } from "@/lib/backend/core/outbox";
import { backoffCeilingMs, drain, LEASE_MS, MAX_SEND_ATTEMPTS } from "@/lib/messaging/outbox-worker";
import { retryDead } from "@/lib/backend/stores/outbox";
import type { OutboxRow, Sender } from "@/lib/messaging/sender";
import { withPostgresPools } from "../support/test-database";
import { claim, outboxQueue } from "@/lib/backend/stores/outbox-queue";

/** The worker on a real PostgreSQL server, where SKIP LOCKED and separate connections are real. */
jest.setTimeout(60_000);
const [poolA, poolB] = withPostgresPools(2, { max: 4 });

const T0 = new Date("2026-03-01T12:00:00.000Z");

function message(i: number, redact = false) {
  return {
    channel: "email" as const,
    to: `p${i}@example.com`,
    subject: `Hello ${i}`,
    body: `Your code is ${String(100000 + i)}`,
    html: `<p>${100000 + i}</p>`,
    kind: "verification" as const,
    hubId: "marque" as const,
    redact,
  };
}

/** A provider that records what it got, a little slowly, so two workers overlap. */
function recordingSender(log: string[], delayMs = 5): Sender {
  return {
    async send(row: OutboxRow) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      log.push(row.id);
      return { providerId: `p-${row.id}` };
    },
  };
}

it("two workers draining one outbox concurrently send each message exactly once", async () => {
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) ids.push(await enqueue(poolA.db, message(i), T0));
  const sent: string[] = [];
  const now = () => T0;
  const [a, b] = await Promise.all([
    drain({ queue: outboxQueue(poolA.db), senders: { email: recordingSender(sent) }, now, batch: 5 }),
    drain({ queue: outboxQueue(poolB.db), senders: { email: recordingSender(sent) }, now, batch: 5 }),
  ]);
  expect(a.sent + b.sent).toBe(60);
  // Both really took part (SKIP LOCKED let them claim side by side).
  expect(a.sent).toBeGreaterThan(0);
  expect(b.sent).toBeGreaterThan(0);
  expect([...sent].sort()).toEqual([...ids].sort());
  const { rows } = await poolA.db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from outbox group by status`,
  );
  expect(rows).toEqual([{ status: "sent", n: 60 }]);
});

it("a provider that fails 5 times leaves the row dead with its error, backing off in between", async () => {
  await enqueue(poolA.db, message(1), T0);
  let calls = 0;
  const failing: Sender = {
    async send() {
      calls++;
      throw new Error("421 4.7.0 Try again later");
    },
  };
  let t = T0.getTime();
  const now = () => new Date(t);
  for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
    await drain({ queue: outboxQueue(poolA.db), senders: { email: failing }, now });
    // Not due again before its backoff.
    await drain({ queue: outboxQueue(poolA.db), senders: { email: failing }, now });
    expect(calls).toBe(attempt);
    t += backoffCeilingMs(attempt);
  }
  await drain({ queue: outboxQueue(poolA.db), senders: { email: failing }, now });
  expect(calls).toBe(MAX_SEND_ATTEMPTS);
  const row = (
    await poolA.db.query<{ id: string; status: string; attempts: number; last_error: string }>(
      `select id, status, attempts, last_error from outbox`,
    )
  ).rows[0];
  expect(row).toMatchObject({ status: "dead", attempts: 5, last_error: "421 4.7.0 Try again later" });

  // The admin's Retry makes it due again with a fresh count; a working provider then sends it.
  expect(await retryDead(poolA.db, row.id, now())).toBe(true);
  const sent: string[] = [];
  await drain({ queue: outboxQueue(poolA.db), senders: { email: recordingSender(sent, 0) }, now });
  expect(sent).toEqual([row.id]);
  expect(await retryDead(poolA.db, row.id, now())).toBe(false);
});

it("a worker killed between claim and send leaves the row to be retried after its lease", async () => {
  const id = await enqueue(poolA.db, message(1), T0);
  // The first worker claims, then dies before sending.
  expect((await claim(poolA.db, T0, 10)).map((r) => r.id)).toEqual([id]);
  const sent: string[] = [];
  const sender = recordingSender(sent, 0);
  await drain({
    queue: outboxQueue(poolB.db),
    senders: { email: sender },
    now: () => new Date(T0.getTime() + LEASE_MS - 1000),
  });
  expect(sent).toEqual([]);
  await drain({
    queue: outboxQueue(poolB.db),
    senders: { email: sender },
    now: () => new Date(T0.getTime() + LEASE_MS + 1),
  });
  expect(sent).toEqual([id]);
  const row = (await poolA.db.query(`select status, attempts from outbox`)).rows[0];
  expect(row).toEqual({ status: "sent", attempts: 2 });
});

it("a sent code message is redacted; a message without a code keeps its text", async () => {
  const code = await enqueue(poolA.db, message(7, true), T0);
  const alert = await enqueue(poolA.db, message(8, false), T0);
  await drain({ queue: outboxQueue(poolA.db), senders: { email: recordingSender([], 0) }, now: () => T0 });
  const rows = (
    await poolA.db.query<{ id: string; body: string; html: string | null; provider_id: string }>(
      `select id, body, html, provider_id from outbox`,
    )
  ).rows;
  expect(rows.find((r) => r.id === code)).toEqual({
    id: code,
    body: "code sent",
    html: null,
    provider_id: `p-${code}`,
  });
  expect(rows.find((r) => r.id === alert)).toMatchObject({ body: "Your code is 100008", html: "<p>100008</p>" });
});

it("an SMS to a number that sent STOP is not sent", async () => {
  await poolA.sql.unsafe(
    `insert into consent_records (channel, granted, text, version, sha256, page_url, ip, user_agent, hub_id, phone)
     values ('sms', false, 'STOP', 'sms-keyword', repeat('a', 64), 'https://marquetext.com/api/webhooks/twilio/inbound', '1.2.3.4', 'twilio', 'marque', '+14155550123')`,
  );
  await enqueue(
    poolA.db,
    { channel: "sms", to: "+14155550123", subject: null, body: "Marque: hi", kind: "notification" },
    T0,
  );
  const sent: string[] = [];
  expect(
    await drain({ queue: outboxQueue(poolA.db), senders: { sms: recordingSender(sent, 0) }, now: () => T0 }),
  ).toMatchObject({
    dead: 1,
  });
  expect(sent).toEqual([]);
  expect((await poolA.db.query(`select status, last_error from outbox`)).rows[0]).toEqual({
    status: "dead",
    last_error: "recipient opted out (STOP)",
  });
});
