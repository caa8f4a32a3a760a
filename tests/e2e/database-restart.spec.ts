import { expect, test } from "@playwright/test";
import { UNAVAILABLE_MESSAGE } from "../../lib/errors/database-unavailable";
import { rawTo, type RawResponse } from "./admin-helpers";
import { contactPost, HOST, inboundText, OUR_NUMBER, startCluster, type Cluster, type Instance } from "./cluster";

/**
 * A database restart is an outage of seconds: two `next start` instances on
 * one PostgreSQL keep receiving page views, contact posts and signed STOPs
 * while PostgreSQL is stopped (fast shutdown) for about ten seconds and
 * started again. The prerendered pages answer 200 throughout; what needs the
 * database answers the site's 503 with "nothing was sent" within 5 s, never
 * another 5xx; every lead and STOP acknowledged (before, during or after)
 * is in the database afterwards; each instance takes contact posts again
 * within 5 s of the database's return, by itself.
 */
const OUTAGE_MS = 10_000;
const FAIL_FAST_MS = 5_000;
const RECOVERY_MS = 5_000;

interface Sent {
  kind: "page" | "contact" | "stop";
  instance: number;
  at: number;
  ms: number;
  status: number;
  body: string;
  /** The lead's email or the STOP's number. */
  key: string;
}

let cluster: Cluster;

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cluster = await startCluster(2, {}, { ownServer: true });
});

test.afterAll(async () => {
  await cluster?.stop();
});

let serial = 0;
const log: Sent[] = [];

async function send(kind: Sent["kind"], index: number): Promise<Sent> {
  const instance: Instance = cluster.instances[index];
  const n = ++serial;
  const key =
    kind === "contact" ? `outage-${n}@example.com` : kind === "stop" ? `+1415555${String(n).padStart(4, "0")}` : "/";
  const at = Date.now();
  let response: RawResponse;
  try {
    response =
      kind === "page"
        ? await rawTo(instance.port, "GET", "/", { host: HOST, connection: "close" })
        : kind === "contact"
          ? // Each contact another person, with their own number: one number is one person (one lead).
            await contactPost(instance, key, `+1212555${String(n).padStart(4, "0")}`)
          : await inboundText(instance, { From: key, To: OUR_NUMBER, Body: "STOP", MessageSid: `SMoutage${n}` });
  } catch (error) {
    response = { status: 0, body: String(error), headers: {} };
  }
  const sent = { kind, instance: index, at, ms: Date.now() - at, status: response.status, body: response.body, key };
  log.push(sent);
  return sent;
}

/** Each kind to each instance, one after another, until `until()` says stop. */
async function traffic(until: () => boolean): Promise<void> {
  const loops = (["page", "contact", "stop"] as const).flatMap((kind) =>
    [0, 1].map(async (index) => {
      while (!until()) {
        await send(kind, index);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  await Promise.all(loops);
}

test("PostgreSQL stopped for ten seconds under load: 503s that say nothing was sent, nothing acknowledged lost, recovery within 5 s", async () => {
  // Acknowledged before the outage.
  for (let i = 0; i < 6; i++) {
    expect((await send("contact", i % 2)).status).toBe(201);
    expect((await send("stop", i % 2)).status).toBe(200);
  }

  let stopTraffic = false;
  const running = traffic(() => stopTraffic);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const down = Date.now();
  await cluster.db!.pause();
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  // pg_ctl start -w runs synchronously here: answers that arrive meanwhile are read late.
  const resuming = Date.now();
  await cluster.db!.resume();
  const back = Date.now();
  const readLate = (s: Sent) => s.at < back && s.at + s.ms > resuming;

  // Each instance takes a contact post again: polled, never a fixed sleep.
  const recovered: number[] = [];
  for (const index of [0, 1]) {
    for (;;) {
      const probe = await send("contact", index);
      if (probe.status === 201) {
        recovered[index] = probe.at + probe.ms - back;
        break;
      }
      expect(Date.now() - back, `instance ${index} has not recovered`).toBeLessThan(30_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stopTraffic = true;
  await running;

  // The outage was felt: the database's requests met 503s while it was down.
  const during = log.filter((s) => s.at >= down + 500 && s.at + s.ms <= back);
  expect(during.filter((s) => s.kind !== "page" && s.status === 503).length).toBeGreaterThan(4);

  // Prerendered pages answered throughout.
  const pages = log.filter((s) => s.kind === "page");
  expect(pages.filter((s) => s.status !== 200).map((s) => s.status)).toEqual([]);
  expect(pages.filter((s) => s.at >= down && s.at <= back).length).toBeGreaterThan(10);

  // No 5xx but the 503, each carrying the message and answered fast; no connection dropped.
  const failures = log.filter((s) => s.status >= 500 || s.status === 0);
  expect(failures.filter((s) => s.status !== 503).map((s) => `${s.kind} ${s.status} ${s.body.slice(0, 200)}`)).toEqual(
    [],
  );
  for (const failure of failures) expect(JSON.parse(failure.body).error.message).toBe(UNAVAILABLE_MESSAGE);
  const slow = failures.filter((s) => !readLate(s) && s.ms >= FAIL_FAST_MS);
  expect(
    slow.map((s) => `${s.kind} on ${s.instance}: sent ${s.at - down} ms after the stop, answered in ${s.ms} ms`),
  ).toEqual([]);
  // Anything else is an acknowledgement (or, for nothing here, a refusal we did not expect).
  const others = log.filter((s) => s.status !== 503 && ![200, 201].includes(s.status));
  expect(others.map((s) => `${s.kind} ${s.status} ${s.body.slice(0, 200)}`)).toEqual([]);

  // Every acknowledged lead and STOP is in the database.
  const leads = log.filter((s) => s.kind === "contact" && s.status === 201).map((s) => s.key);
  const stops = log.filter((s) => s.kind === "stop" && s.status === 200).map((s) => s.key);
  const storedLeads = await cluster.sql<{ email: string }[]>`select email from leads where email = any(${leads})`;
  const storedStops = await cluster.sql<{ phone: string }[]>`
    select distinct phone from consent_records where channel = 'sms' and granted = false and phone = any(${stops})`;
  expect({ lost: leads.filter((e) => !storedLeads.some((r) => r.email === e)) }).toEqual({ lost: [] });
  expect({ lost: stops.filter((p) => !storedStops.some((r) => r.phone === p)) }).toEqual({ lost: [] });
  expect(leads.length).toBeGreaterThan(12);
  expect(stops.length).toBeGreaterThan(6);

  // Back by itself within 5 s of the database's return.
  for (const ms of recovered) expect(ms).toBeLessThan(RECOVERY_MS);
  console.log(
    JSON.stringify({
      requests: log.length,
      unavailable: failures.length,
      slowest503Ms: Math.max(0, ...failures.filter((s) => !readLate(s)).map((s) => s.ms)),
      recoveredMs: recovered,
      leads: leads.length,
      stops: stops.length,
    }),
  );
});
