import { expect, test } from "@playwright/test";
import { inboundText, OUR_NUMBER, startCluster, type Cluster } from "./cluster";

/**
 * A small storm of replies on two instances sharing one PostgreSQL: 200
 * numbers each text STOP, HELP, YES or free text, and Twilio retries a
 * quarter of them (the same MessageSid) on the other instance, some at the
 * same moment as the first. Every request is answered 2xx, each retry with
 * the first answer; every STOP is in the ledger exactly once when its answer
 * arrives; nothing is applied twice, and a YES from a number that never asked
 * to join grants nothing.
 */
const REPLIES = 200;
const BODIES = ["STOP", "HELP", "YES", "Is this still on for Friday?"];
let cluster: Cluster;

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster(2);
});

test.afterAll(async () => {
  await cluster?.stop();
});

test("200 replies with retries across two servers: all 2xx, every STOP recorded once before its answer", async () => {
  const texts = Array.from({ length: REPLIES }, (_, n) => ({
    From: `+1415556${String(n).padStart(4, "0")}`,
    To: OUR_NUMBER,
    Body: BODIES[n % BODIES.length],
    MessageSid: `SMstorm${String(n).padStart(6, "0")}`,
  }));
  const answers = new Map<string, string[]>();
  const failures: string[] = [];
  const stopsMissingAtAnswer: string[] = [];
  const send = async (n: number, instance: number) => {
    const params = texts[n];
    const res = await inboundText(cluster.instances[instance], params).catch(
      (error: unknown) => ({ status: 0, body: String(error) }) as { status: number; body: string },
    );
    if (res.status < 200 || res.status >= 300) failures.push(`${params.MessageSid} ${res.status} ${res.body}`);
    answers.set(params.MessageSid, [...(answers.get(params.MessageSid) ?? []), res.body]);
    if (params.Body === "STOP" && res.status === 200) {
      const [row] = await cluster.sql<{ n: number }[]>`
        select count(*)::int as n from consent_records where phone = ${params.From} and granted = false`;
      if (row.n !== 1) stopsMissingAtAnswer.push(`${params.From}: ${row.n}`);
    }
  };
  // 32 in flight; every fourth text is retried on the other instance, every eighth at the same moment.
  const jobs = texts.flatMap((_, n): (() => Promise<unknown>)[] => {
    const first = () => send(n, n % 2);
    const retry = () => send(n, (n + 1) % 2);
    if (n % 8 === 0) return [() => Promise.all([first(), retry()])];
    return n % 4 === 0 ? [first, retry] : [first];
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );

  expect(failures).toEqual([]);
  expect(stopsMissingAtAnswer).toEqual([]);
  // A retry is answered as the first was.
  const retried = [...answers.entries()].filter(([, bodies]) => bodies.length > 1);
  expect(retried.length).toBe(REPLIES / 4);
  for (const [sid, bodies] of retried) expect({ sid, same: new Set(bodies).size }).toEqual({ sid, same: 1 });
  expect(answers.get("SMstorm000000")![0]).toContain("<Message>");

  // Applied once: one ledger row per STOP, one claim per MessageSid.
  const stops = texts.filter((t) => t.Body === "STOP").map((t) => t.From);
  const yeses = texts.filter((t) => t.Body === "YES").map((t) => t.From);
  const ledger = await cluster.sql<{ phone: string; granted: boolean; n: number }[]>`
    select phone, granted, count(*)::int as n from consent_records
    where phone = any(${[...stops, ...yeses]}) group by phone, granted`;
  expect(
    ledger
      .filter((r) => !r.granted)
      .map((r) => r.phone)
      .sort(),
  ).toEqual([...stops].sort());
  // None of these numbers asked to join: their YES is not consent, and nothing is recorded as granted.
  expect(yeses.length).toBe(REPLIES / 4);
  expect(ledger.filter((r) => r.granted)).toEqual([]);
  expect(ledger.filter((r) => r.n !== 1)).toEqual([]);
  const [claims] = await cluster.sql<{ n: number }[]>`
    select count(*)::int as n from inbound_messages where message_sid like 'SMstorm%'`;
  expect(claims.n).toBe(REPLIES);
});
