import type { HubId } from "@/lib/hubs/registry";
import type { VitalsBeacon } from "@/lib/validation/vitals";
import { METRIC_NAMES, rate, type DeviceClass, type MetricName, type Rating } from "@/lib/vitals/metrics";
import type { SpeedReport, SpeedRow } from "@/lib/vitals/report";
import type { Db } from "../core/db.ts";

/** How a sample's rating is stored: a small number the speed page counts without comparing values. */
const RATING_CODES: Record<Rating, number> = { good: 0, "needs-improvement": 1, poor: 2 };

/**
 * One beacon is one statement: a row per metric of the view, and a later
 * report of the same view's metric replaces its value (CLS and INP grow
 * while the page is open).
 */
export async function recordBeacon(db: Db, beacon: VitalsBeacon): Promise<void> {
  await db.query(
    `insert into vital_samples (view_id, route, hub_id, device, connection, metric, value, rating)
     select $1, $2, $3, $4, $5, m.name, m.value, m.rating
     from jsonb_to_recordset($6::text::jsonb) as m(name text, value double precision, rating smallint)
     on conflict (view_id, metric) do update set value = excluded.value, rating = excluded.rating`,
    [
      beacon.view,
      beacon.route,
      beacon.hub,
      beacon.device,
      beacon.connection ?? null,
      JSON.stringify(
        beacon.metrics.map(({ name, value }) => ({ name, value, rating: RATING_CODES[rate(name, value)] })),
      ),
    ],
  );
}

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
 * the daily 75th percentile of each metric. Two grouped reads of the
 * period's rows; the database computes the percentiles.
 */
export async function speedReport(db: Db, period: { from: string; to: string }): Promise<SpeedReport> {
  // Both reads walk a covering index in their group order (see the migration): no sort of the period's rows.
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
       count(*) filter (where s.rating = 0)::int as good,
       count(*) filter (where s.rating = 2)::int as poor
     from vital_samples s
     where s.day between $1::date and $2::date
     group by s.route, s.hub_id, s.device, s.metric`,
    [period.from, period.to],
  );
  const daily = await db.query<{ day: string; metric: MetricName; p75: number }>(
    `select s.metric, to_char(s.day, 'YYYY-MM-DD') as day, percentile_cont(0.75) within group (order by s.value) as p75
     from vital_samples s where s.day between $1::date and $2::date
     group by s.metric, s.day`,
    [period.from, period.to],
  );

  const key = (r: { route: string; hub: string; device: string }) => `${r.route} ${r.hub} ${r.device}`;
  const rows = new Map<string, SpeedRow>();
  for (const g of groups.rows) {
    const row = rows.get(key(g)) ?? { route: g.route, hub: g.hub, device: g.device, views: 0, metrics: {} };
    rows.set(key(g), row);
    const samples = Number(g.samples);
    // A view has one row per metric, and nearly every view sends TTFB and FCP: the largest count is the views.
    row.views = Math.max(row.views, samples);
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
