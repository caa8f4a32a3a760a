import type { ResponseMedian, ResponseTimes } from "../../types/backend.ts";
import type { Db } from "./db.ts";
import { cappedCount } from "./keyset.ts";
import { AWAITING_FIRST_ANSWER } from "./lead-row.ts";

/** The medians' window: first answers in the last 30 days. */
export const RESPONSE_WINDOW_DAYS = 30;
/** The owner key of leads nobody owned when they were answered. */
export const NO_OWNER = "(no owner)";

type Row = {
  owner: string | null;
  source: string | null;
  g_owner: number;
  g_source: number;
  median: number;
  n: number;
};

/**
 * What the dashboard shows of the clock: the leads overdue now (a capped
 * count on the waiting leads' index) and the median staff-hours wait before
 * the first answer, overall, per owner and per source, from one range of the
 * first answers' index (30 days of answered leads, never the leads table).
 */
export async function responseTimes(db: Db, now: Date): Promise<ResponseTimes> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000).toISOString();
  const [overdue, medians] = await Promise.all([
    cappedCount(db, "leads", [`${AWAITING_FIRST_ANSWER} and respond_by <= $1`], [now.toISOString()]),
    db.query<Row>(
      `select owner, source, grouping(owner)::int as g_owner, grouping(source)::int as g_source,
              percentile_disc(0.5) within group (order by staff_seconds) as median, count(*)::int as n
         from lead_responses where responded_at >= $1 and responded_at <= $2
        group by grouping sets ((owner), (source), ())`,
      [since, now.toISOString()],
    ),
  ]);
  const median = (r: Row, key: string): ResponseMedian => ({
    key,
    medianSeconds: Number(r.median),
    leads: Number(r.n),
  });
  const byLeads = (a: ResponseMedian, b: ResponseMedian) => b.leads - a.leads || a.key.localeCompare(b.key);
  const rows = medians.rows;
  const overall = rows.find((r) => Number(r.g_owner) === 1 && Number(r.g_source) === 1);
  return {
    overdue: overdue.total,
    overdueKind: overdue.totalExact ? "exact" : "at-least",
    since,
    overall: overall && Number(overall.n) > 0 ? median(overall, "all") : null,
    byOwner: rows
      .filter((r) => Number(r.g_owner) === 0)
      .map((r) => median(r, r.owner ?? NO_OWNER))
      .sort(byLeads),
    bySource: rows
      .filter((r) => Number(r.g_source) === 0 && Number(r.g_owner) === 1)
      .map((r) => median(r, r.source ?? "direct"))
      .sort(byLeads),
  };
}
