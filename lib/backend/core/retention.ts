import type { Db } from "./db.ts";

/** IP address and user agent of a submission or consent record are kept this long, then cleared. */
export const NETWORK_DATA_RETENTION_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Clear the IP address and user agent of every consent record and lead
 * submission older than the retention period (the rest of the record stays).
 * Run by `npm run db:retention` and, on the embedded backend, once a day.
 */
export async function forgetNetworkData(
  db: Db,
  now: Date = new Date(),
): Promise<{ consents: number; submissions: number }> {
  const cutoff = new Date(now.getTime() - NETWORK_DATA_RETENTION_DAYS * DAY_MS).toISOString();
  const consents = await db.query<{ id: string }>(
    `update consent_records set ip = null, user_agent = null
     where created_at < $1 and (ip is not null or user_agent is not null) returning id`,
    [cutoff],
  );
  const submissions = await db.query<{ id: string }>(
    `update lead_submissions set ip = null, user_agent = null
     where created_at < $1 and (ip is not null or user_agent is not null) returning id`,
    [cutoff],
  );
  return { consents: consents.rows.length, submissions: submissions.rows.length };
}

/** Field-vitals samples are kept this long, then removed. */
export const VITALS_RETENTION_DAYS = 90;

/**
 * Remove the field-vitals samples older than their retention period, then
 * vacuum the table (the embedded database has no autovacuum; the speed page
 * reads its indexes only where the table is vacuumed). Answers how many went.
 */
export async function removeOldVitals(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VITALS_RETENTION_DAYS * DAY_MS).toISOString();
  const { rows } = await db.query<{ removed: number }>(
    `with gone as (delete from vital_samples where recorded_at < $1 returning 1)
     select count(*)::int as removed from gone`,
    [cutoff],
  );
  await (db.exec ? db.exec("vacuum analyze vital_samples") : db.query("vacuum analyze vital_samples"));
  return Number(rows[0]?.removed ?? 0);
}

/** Opt-in check reports are kept this long, then removed. */
export const OPT_IN_REPORT_RETENTION_DAYS = 30;

/** Remove the opt-in check reports past their retention period; answers how many went. */
export async function removeOldOptInReports(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OPT_IN_REPORT_RETENTION_DAYS * DAY_MS).toISOString();
  const { rows } = await db.query<{ removed: number }>(
    `with gone as (delete from opt_in_reports where created_at <= $1 returning 1)
     select count(*)::int as removed from gone`,
    [cutoff],
  );
  return Number(rows[0]?.removed ?? 0);
}
