import { dashboardMetrics } from "@/lib/backend/core/dashboard";
import { HUBS, HUB_IDS, type HubId } from "@/lib/hubs/registry";
import { LEAD_STATUSES, type DashboardMetrics, type LeadStatus } from "@/lib/types/backend";
import { cores, withTestDb } from "./backend-fixtures";

/**
 * The dashboard's numbers against the same tables read row by row: every
 * metric is recomputed here in plain JavaScript over `select *`, so a wrong
 * window, a hub mixed up or a missed status fails the comparison.
 */
const pg = withTestDb();

const NOW = new Date("2026-03-15T10:30:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
// The window: 2026-02-14 00:00 UTC (29 days before today) up to now.
const WINDOW_START = Date.UTC(2026, 1, 14);

/** A small seeded generator, so the data is varied but the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let serial = 0;
async function insertLead(
  hub: HubId,
  createdAt: Date,
  status: LeadStatus = "new",
  emailSignup = false,
  smsSignup = false,
): Promise<void> {
  const email = `lead${serial++}@example.com`;
  await pg.query(
    `insert into leads (hub_id, hub_number, name, email, email_key, email_signup, sms_signup, status, created_at, updated_at)
     values ($1, $2, 'Test Lead', $3, $3, $4, $5, $6, $7, $7)`,
    [hub, HUBS[hub].hubNumber, email, emailSignup, smsSignup, status, createdAt.toISOString()],
  );
}

async function insertVerification(createdAt: Date, verified: boolean): Promise<void> {
  await pg.query(
    `insert into verifications (email, method, hub_id, code_hash, code_salt, created_at, expires_at, verified_at)
     values ($1, 'email', 'percymd', 'x', 'y', $2, $3, $4)`,
    [
      `v${serial++}@example.com`,
      createdAt.toISOString(),
      new Date(createdAt.getTime() + 600_000).toISOString(),
      verified ? new Date(createdAt.getTime() + 60_000).toISOString() : null,
    ],
  );
}

async function insertOutbox(status: string, createdAt: Date, providerId: string | null = null): Promise<void> {
  await pg.query(
    `insert into outbox (channel, "to", body, status, provider_id, created_at) values ('email', $1, 'hello', $2, $3, $4)`,
    [`o${serial++}@example.com`, status, providerId, createdAt.toISOString()],
  );
}

const at = (ms: number) => new Date(ms);
const dayOf = (value: unknown) => new Date(value as string).toISOString().slice(0, 10);
const time = (value: unknown) => new Date(value as string).getTime();

/** Seeded leads with a share per hub that differs, so a hub mixed up shows. */
async function seedLeads(): Promise<void> {
  const next = random(19);
  const weights: [HubId, number][] = [
    ["marque", 0.45],
    ["percymd", 0.3],
    ["percytext", 0.25],
  ];
  for (let i = 0; i < 140; i++) {
    const r = next();
    const hub = weights.find((_, k) => r < weights.slice(0, k + 1).reduce((s, [, w]) => s + w, 0))?.[0] ?? "percytext";
    // From 45 days ago up to now: some outside the window.
    const createdAt = at(NOW.getTime() - Math.floor(next() * 45 * DAY));
    const status = LEAD_STATUSES[Math.floor(next() * LEAD_STATUSES.length)];
    await insertLead(hub, createdAt, status, next() < 0.6, next() < 0.35);
  }
  // PercyTech: only old leads, so its chart is flat but its totals are not.
  for (let i = 0; i < 3; i++) await insertLead("percytech", at(WINDOW_START - (i + 1) * DAY), "lost", i === 0, false);
  // The window's edges: first instant in, last instant before it out, and today's first instant.
  await insertLead("percymd", at(WINDOW_START), "qualified", true, true);
  await insertLead("percymd", at(WINDOW_START - 1), "customer", true, false);
  await insertLead("marque", at(Date.UTC(2026, 2, 15)), "contacted", false, true);
  await insertLead("marque", at(Date.UTC(2026, 2, 15) - 1), "new", false, false);
}

async function seedVerifications(): Promise<void> {
  const next = random(7);
  for (let i = 0; i < 50; i++)
    await insertVerification(at(NOW.getTime() - Math.floor(next() * 40 * DAY)), next() < 0.55);
  await insertVerification(at(WINDOW_START), true);
  await insertVerification(at(WINDOW_START - 1), true);
  await insertVerification(at(WINDOW_START - 1), false);
}

async function seedOutbox(): Promise<void> {
  await insertOutbox("pending", at(NOW.getTime() - 185_500)); // the oldest still waiting: 185 s
  await insertOutbox("pending", at(NOW.getTime() - 20_000));
  await insertOutbox("sending", at(NOW.getTime() - 90_000));
  await insertOutbox("failed", at(NOW.getTime() - 120_000)); // due for a retry
  await insertOutbox("failed", at(NOW.getTime() - 9 * DAY), "SM123"); // the carrier said no: final
  await insertOutbox("dead", at(NOW.getTime() - 5 * DAY));
  await insertOutbox("dead", at(NOW.getTime() - 6 * DAY));
  await insertOutbox("sent", at(NOW.getTime() - 7 * DAY));
  await insertOutbox("delivered", at(NOW.getTime() - 8 * DAY));
  await insertOutbox("unsent", at(NOW.getTime() - 10 * DAY));
}

/** Answered and waiting leads on the first-response clock, some answers outside the 30 days. */
async function seedResponses(): Promise<void> {
  const next = random(23);
  const owners = ["ann@example.com", "bob@example.com", null];
  const sources = ["google", "direct", "newsletter"];
  for (let i = 0; i < 60; i++) {
    const created = NOW.getTime() - Math.floor(next() * 40 * DAY) - DAY;
    const email = `answered${serial++}@example.com`;
    const owner = owners[Math.floor(next() * owners.length)];
    const answered = next() < 0.8;
    const { rows } = await pg.query<{ id: string }>(
      `insert into leads (hub_id, hub_number, name, email, email_key, status, created_at, updated_at, assigned_to,
                          respond_by, escalate_by, first_response_at)
       values ('marque', 1, 'Clock Lead', $1, $1, $2, $3, $3, $4, $5, $6, $7) returning id`,
      [
        email,
        answered ? "contacted" : "new",
        new Date(created).toISOString(),
        owner,
        new Date(created + 15 * 60_000).toISOString(),
        new Date(created + 30 * 60_000).toISOString(),
        answered ? new Date(created + DAY / 2).toISOString() : null,
      ],
    );
    if (!answered) continue;
    await pg.query(
      `insert into lead_responses (lead_id, responded_at, how, owner, source, hub_id, staff_seconds)
       values ($1, $2, 'status', $3, $4, 'marque', $5)`,
      [rows[0].id, new Date(created + DAY / 2).toISOString(), owner, sources[i % 3], Math.floor(next() * 7200)],
    );
  }
  // A lead erased while waiting is nobody's overdue lead.
  await pg.query(
    `insert into leads (hub_id, hub_number, name, email, email_key, created_at, updated_at, respond_by, erased_at)
     values ('marque', 1, 'Erased', '', 'erased:x', $1, $1, $1, $1)`,
    [new Date(NOW.getTime() - DAY).toISOString()],
  );
}

type Row = Record<string, unknown>;

/** percentile_disc(0.5): the first value at or past half of the sorted values. */
function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length / 2) - 1];
}

function medians(rows: Row[], key: (r: Row) => string) {
  const groups = new Map<string, number[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), Number(r.staff_seconds)]);
  return [...groups.entries()]
    .map(([k, v]) => ({ key: k, medianSeconds: medianOf(v), leads: v.length }))
    .sort((a, b) => b.leads - a.leads || a.key.localeCompare(b.key));
}

/** Every number of the dashboard, recomputed from the raw rows. */
async function expected(): Promise<DashboardMetrics> {
  const leads = (await pg.query<Row>(`select * from leads`)).rows;
  const verifications = (await pg.query<Row>(`select * from verifications`)).rows;
  const outbox = (await pg.query<Row>(`select * from outbox`)).rows;
  const since = NOW.getTime() - 30 * DAY;
  const answered = (await pg.query<Row>(`select * from lead_responses`)).rows.filter(
    (r) => time(r.responded_at) >= since && time(r.responded_at) <= +NOW,
  );
  const days = Array.from({ length: 30 }, (_, i) => new Date(WINDOW_START + i * DAY).toISOString().slice(0, 10));
  const totals = (rows: Row[]) => {
    const n = rows.length;
    const email = rows.filter((r) => r.email_signup === true).length;
    const sms = rows.filter((r) => r.sms_signup === true).length;
    return {
      leads: n,
      emailOptIns: email,
      smsOptIns: sms,
      emailOptInRate: n ? email / n : 0,
      smsOptInRate: n ? sms / n : 0,
      pipeline: Object.fromEntries(LEAD_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length])) as Record<
        LeadStatus,
        number
      >,
    };
  };
  const inWindow = verifications.filter((v) => time(v.created_at) >= WINDOW_START && time(v.created_at) <= +NOW);
  const verified = inWindow.filter((v) => v.verified_at !== null).length;
  const waiting = outbox.filter(
    (o) => o.status === "pending" || o.status === "sending" || (o.status === "failed" && o.provider_id === null),
  );
  return {
    generatedAt: NOW.toISOString(),
    days,
    leadsPerDay: Object.fromEntries(
      HUB_IDS.map((hub) => [
        hub,
        days.map((d) => leads.filter((l) => l.hub_id === hub && dayOf(l.created_at) === d).length),
      ]),
    ) as Record<HubId, number[]>,
    hubs: Object.fromEntries(HUB_IDS.map((hub) => [hub, totals(leads.filter((l) => l.hub_id === hub))])) as Record<
      HubId,
      ReturnType<typeof totals>
    >,
    overall: totals(leads),
    verifications: {
      started: inWindow.length,
      verified,
      successRate: inWindow.length ? verified / inWindow.length : 0,
    },
    responses: {
      overdue: leads.filter(
        (l) =>
          l.first_response_at === null && l.respond_by !== null && l.erased_at === null && time(l.respond_by) <= +NOW,
      ).length,
      overdueKind: "exact",
      since: new Date(since).toISOString(),
      overall: answered.length
        ? { key: "all", medianSeconds: medianOf(answered.map((r) => Number(r.staff_seconds))), leads: answered.length }
        : null,
      byOwner: medians(answered, (r) => (r.owner as string | null) ?? "(no owner)"),
      bySource: medians(answered, (r) => String(r.source)),
    },
    outbox: {
      pending: waiting.length,
      dead: outbox.filter((o) => o.status === "dead").length,
      oldestPendingSeconds: waiting.length
        ? Math.floor((NOW.getTime() - Math.min(...waiting.map((o) => time(o.created_at)))) / 1000)
        : null,
    },
  };
}

describe("dashboardMetrics", () => {
  it("answers zeros, 30 empty days per hub and no oldest age on an empty database", async () => {
    const m = await dashboardMetrics(pg.db, NOW);
    expect(m).toEqual(await expected());
    expect(m.days).toHaveLength(30);
    for (const hub of HUB_IDS) expect(m.leadsPerDay[hub]).toEqual(Array(30).fill(0));
    expect(m.overall).toMatchObject({ leads: 0, emailOptInRate: 0, smsOptInRate: 0 });
    expect(m.verifications).toEqual({ started: 0, verified: 0, successRate: 0 });
    expect(m.outbox).toEqual({ pending: 0, dead: 0, oldestPendingSeconds: null });
  });

  it("matches every number recomputed from the rows", async () => {
    await seedLeads();
    await seedVerifications();
    await seedOutbox();
    await seedResponses();
    const m = await dashboardMetrics(pg.db, NOW);
    expect(m.responses!.overall!.leads).toBeGreaterThan(20);
    expect(m.responses!.overdue).toBeGreaterThan(5);
    expect(m).toEqual(await expected());
  });

  it("counts the window's edges right: the first instant in, the instant before out, days in UTC", async () => {
    await seedLeads();
    await seedVerifications();
    await seedOutbox();
    const m = await dashboardMetrics(pg.db, NOW);
    expect(m.days[0]).toBe("2026-02-14");
    expect(m.days[29]).toBe("2026-03-15");
    // Hand-placed leads: marque's today has at least the one at midnight; percytech has none in the window.
    expect(m.leadsPerDay.percytech).toEqual(Array(30).fill(0));
    expect(m.hubs.percytech).toMatchObject({ leads: 3, emailOptIns: 1, smsOptIns: 0, emailOptInRate: 1 / 3 });
    expect(m.hubs.percytech.pipeline).toEqual({ new: 0, contacted: 0, qualified: 0, customer: 0, lost: 3 });
    // Overall is the sum of the hubs.
    expect(m.overall.leads).toBe(HUB_IDS.reduce((s, h) => s + m.hubs[h].leads, 0));
    for (const s of LEAD_STATUSES) {
      expect(m.overall.pipeline[s]).toBe(HUB_IDS.reduce((sum, h) => sum + m.hubs[h].pipeline[s], 0));
    }
    // Outbox: pending, sending and a failed row due for retry wait; the carrier's final failure does not.
    expect(m.outbox).toEqual({ pending: 4, dead: 2, oldestPendingSeconds: 185 });
  });

  it("buckets days in UTC whatever the session's time zone", async () => {
    await insertLead("percymd", at(Date.UTC(2026, 2, 14, 23, 30)), "new");
    await insertLead("percymd", at(Date.UTC(2026, 2, 15, 0, 30)), "new");
    const m = await pg.db.transaction!(async (tx) => {
      await tx.query(`set local timezone = 'Pacific/Kiritimati'`);
      return dashboardMetrics(tx, NOW);
    });
    expect(m.leadsPerDay.percymd.slice(-2)).toEqual([1, 1]);
  });

  it("moves with the clock: a lead leaves the window after 30 days", async () => {
    await insertLead("marque", at(NOW.getTime()), "new");
    const day = (offset: number) => dashboardMetrics(pg.db, at(NOW.getTime() + offset * DAY));
    expect((await day(0)).leadsPerDay.marque[29]).toBe(1);
    expect((await day(29)).leadsPerDay.marque[0]).toBe(1);
    expect((await day(30)).leadsPerDay.marque.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("is the Backend's admin.dashboard(), on the cores' clock", async () => {
    await insertLead("percytext", at(NOW.getTime() - DAY), "customer", true, true);
    const m = await cores(pg, { now: () => NOW }).admin.dashboard();
    expect(m.generatedAt).toBe(NOW.toISOString());
    expect(m.leadsPerDay.percytext[28]).toBe(1);
    expect(m.hubs.percytext).toMatchObject({ leads: 1, emailOptInRate: 1, smsOptInRate: 1 });
  });
});
