import { HUB_IDS, type HubId } from "../../hubs/registry.ts";
import { LEAD_STATUSES, type DashboardMetrics, type LeadStatus, type LeadTotals } from "../../types/backend.ts";
import type { Db } from "./db.ts";
import { outboxBacklog } from "./health.ts";
import { responseTimes } from "./response-times.ts";

/** The dashboard's window: the last 30 UTC days, today included. */
export const DASHBOARD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC midnight of the day `now` falls in. */
function utcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The window's days as YYYY-MM-DD, oldest first. */
export function dashboardDays(now: Date): string[] {
  const today = utcMidnight(now).getTime();
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function emptyPipeline(): Record<LeadStatus, number> {
  return Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
}

function emptyTotals(): LeadTotals {
  return { leads: 0, emailOptIns: 0, smsOptIns: 0, emailOptInRate: 0, smsOptInRate: 0, pipeline: emptyPipeline() };
}

const isHub = (value: unknown): value is HubId => (HUB_IDS as readonly unknown[]).includes(value);
const isStatus = (value: unknown): value is LeadStatus => (LEAD_STATUSES as readonly unknown[]).includes(value);

/**
 * The admin home's numbers, each read from a small tally kept by trigger or an
 * index range, never a scan of all leads: leads per UTC day per hub over the
 * window; leads, opt-in rates and the pipeline per hub and overall (all
 * time); verification success over the window; outbox health.
 */
export async function dashboardMetrics(db: Db, now: Date): Promise<DashboardMetrics> {
  const days = dashboardDays(now);
  const windowStart = `${days[0]}T00:00:00.000Z`;
  const windowEnd = new Date(utcMidnight(now).getTime() + DAY_MS).toISOString();

  const [perDay, totals, pipeline, verifications, outbox, responses] = await Promise.all([
    db.query<{ hub_id: string; day: string; n: number }>(
      `select hub_id, to_char(day, 'YYYY-MM-DD') as day, n::int as n
       from lead_day_tallies where day >= $1::date and day < $2::date and n <> 0`,
      [days[0], windowEnd.slice(0, 10)],
    ),
    // The row with a null hub_id (grouping 1) is the overall total.
    db.query<{ hub_id: string | null; overall: number; leads: number; email: number; sms: number }>(
      `select hub_id, grouping(hub_id)::int as overall, sum(n)::int as leads,
              coalesce(sum(n) filter (where email_signup), 0)::int as email,
              coalesce(sum(n) filter (where sms_signup), 0)::int as sms
       from lead_tallies group by rollup (hub_id)`,
    ),
    db.query<{ hub_id: string | null; overall: number; status: string; n: number }>(
      `select hub_id, grouping(hub_id)::int as overall, status, sum(n)::int as n
       from lead_tallies group by grouping sets ((hub_id, status), (status))`,
    ),
    db.query<{ started: number; verified: number }>(
      `select count(*)::int as started, (count(*) filter (where verified_at is not null))::int as verified
       from verifications where created_at >= $1 and created_at < $2`,
      [windowStart, windowEnd],
    ),
    outboxBacklog(db, now),
    responseTimes(db, now),
  ]);

  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const leadsPerDay = Object.fromEntries(HUB_IDS.map((id) => [id, days.map(() => 0)])) as Record<HubId, number[]>;
  for (const row of perDay.rows) {
    const i = dayIndex.get(row.day);
    if (isHub(row.hub_id) && i !== undefined) leadsPerDay[row.hub_id][i] = Number(row.n);
  }

  const hubs = Object.fromEntries(HUB_IDS.map((id) => [id, emptyTotals()])) as Record<HubId, LeadTotals>;
  const overall = emptyTotals();
  const target = (row: { hub_id: string | null; overall: number }) =>
    Number(row.overall) === 1 ? overall : isHub(row.hub_id) ? hubs[row.hub_id] : null;
  for (const row of totals.rows) {
    const t = target(row);
    if (!t) continue;
    t.leads = Number(row.leads);
    t.emailOptIns = Number(row.email);
    t.smsOptIns = Number(row.sms);
    t.emailOptInRate = share(t.emailOptIns, t.leads);
    t.smsOptInRate = share(t.smsOptIns, t.leads);
  }
  for (const row of pipeline.rows) {
    const t = target(row);
    if (t && isStatus(row.status)) t.pipeline[row.status] = Number(row.n);
  }

  const started = Number(verifications.rows[0]?.started ?? 0);
  const verified = Number(verifications.rows[0]?.verified ?? 0);
  return {
    generatedAt: now.toISOString(),
    days,
    leadsPerDay,
    hubs,
    overall,
    verifications: { started, verified, successRate: share(verified, started) },
    outbox,
    responses,
  };
}
