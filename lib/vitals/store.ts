import type { Db } from "@/lib/backend/core/db";
import type { HubId } from "@/lib/hubs/registry";
import type { VitalsBeacon } from "@/lib/validation/vitals";
import { METRIC_NAMES, THRESHOLDS, type DeviceClass, type MetricName } from "./metrics";

/**
 * One beacon is one statement: a row per metric of the view, and a later
 * report of the same view's metric replaces its value (CLS and INP grow
 * while the page is open).
 */
export async function recordBeacon(db: Db, beacon: VitalsBeacon): Promise<void> {
  await db.query(
    `insert into vital_samples (view_id, route, hub_id, device, connection, metric, value)
     select $1, $2, $3, $4, $5, m.name, m.value
     from jsonb_to_recordset($6::jsonb) as m(name text, value double precision)
     on conflict (view_id, metric) do update set value = excluded.value`,
    [
      beacon.view,
      beacon.route,
      beacon.hub,
      beacon.device,
      beacon.connection ?? null,
      JSON.stringify(beacon.metrics.map(({ name, value }) => ({ name, value }))),
    ],
  );
}

export interface MetricSummary {
  /** The 75th percentile (continuous), in the metric's unit. */
  p75: number;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface SpeedRow {
  route: string;
  hub: HubId;
  device: DeviceClass;
  /** Page views that reported anything. */
  views: number;
  metrics: Partial<Record<MetricName, MetricSummary>>;
}

export interface SpeedReport {
  from: string;
  to: string;
  views: number;
  rows: SpeedRow[];
  /** Every UTC day of the period, oldest first. */
  days: string[];
  /** The 75th percentile of each metric per day (null: no sample that day), over every page. */
  daily: Record<MetricName, (number | null)[]>;
}

/** Google's thresholds as a SQL table: constants, never input. */
const THRESHOLD_TABLE = `(values ${METRIC_NAMES.map(
  (m) => `('${m}', ${THRESHOLDS[m].good}::float8, ${THRESHOLDS[m].poor}::float8)`,
).join(", ")}) as t(metric, good, poor)`;

const DAY_MS = 86_400_000;

function periodDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The speed page's figures for the UTC days `from`..`to` (both included):
 * per route pattern, hub and device class, the 75th percentile of each
 * metric with its good / needs-improvement / poor counts and the views; and
 * the daily 75th percentile of each metric. Three grouped scans of the
 * period's rows (the percentiles are computed by the database).
 */
export async function speedReport(db: Db, period: { from: string; to: string }): Promise<SpeedReport> {
  const start = `${period.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${period.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  const groups = await db.query<{
    route: string;
    hub: HubId;
    device: DeviceClass;
    metric: MetricName;
    p75: number;
    samples: number;
    good: number;
    poor: number;
  }>(
    `select s.route, s.hub_id as hub, s.device, s.metric,
       percentile_cont(0.75) within group (order by s.value) as p75,
       count(*)::int as samples,
       count(*) filter (where s.value <= t.good)::int as good,
       count(*) filter (where s.value > t.poor)::int as poor
     from vital_samples s join ${THRESHOLD_TABLE} using (metric)
     where s.recorded_at >= $1 and s.recorded_at < $2
     group by s.route, s.hub_id, s.device, s.metric`,
    [start, end],
  );
  const views = await db.query<{ route: string; hub: HubId; device: DeviceClass; views: number }>(
    `select route, hub_id as hub, device, count(distinct view_id)::int as views
     from vital_samples where recorded_at >= $1 and recorded_at < $2
     group by route, hub_id, device`,
    [start, end],
  );
  const daily = await db.query<{ day: string; metric: MetricName; p75: number }>(
    `select to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD') as day, metric,
       percentile_cont(0.75) within group (order by value) as p75
     from vital_samples where recorded_at >= $1 and recorded_at < $2
     group by 1, 2`,
    [start, end],
  );

  const key = (r: { route: string; hub: string; device: string }) => `${r.route} ${r.hub} ${r.device}`;
  const rows = new Map<string, SpeedRow>();
  for (const v of views.rows) {
    rows.set(key(v), { route: v.route, hub: v.hub, device: v.device, views: Number(v.views), metrics: {} });
  }
  for (const g of groups.rows) {
    const row = rows.get(key(g));
    if (!row) continue;
    const samples = Number(g.samples);
    row.metrics[g.metric] = {
      p75: Number(g.p75),
      samples,
      good: Number(g.good),
      poor: Number(g.poor),
      needsImprovement: samples - Number(g.good) - Number(g.poor),
    };
  }
  const days = periodDays(period.from, period.to);
  const index = new Map(days.map((d, i) => [d, i]));
  const perDay = Object.fromEntries(METRIC_NAMES.map((m) => [m, days.map(() => null)])) as Record<
    MetricName,
    (number | null)[]
  >;
  for (const d of daily.rows) {
    const i = index.get(d.day);
    if (i !== undefined) perDay[d.metric][i] = Number(d.p75);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => b.views - a.views || a.route.localeCompare(b.route) || a.hub.localeCompare(b.hub),
  );
  return {
    from: period.from,
    to: period.to,
    views: sorted.reduce((n, r) => n + r.views, 0),
    rows: sorted,
    days,
    daily: perDay,
  };
}
