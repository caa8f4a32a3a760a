import type { Db } from "@/lib/backend/core/db";
import { smsOptedOut } from "@/lib/backend/core/opt-out";
import { PermanentSendError, type OutboxRow, type Senders } from "./sender";

/** 5 failed attempts and a row is dead; the admin outbox can retry it. */
export const MAX_SEND_ATTEMPTS = 5;
/** A claimed row belongs to its worker this long; after that another worker may take it. */
export const LEASE_MS = 60_000;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
const REDACTED = "code sent";

/** 30 s, 1 min, 2 min, 4 min… capped at an hour, after the given attempt. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

export interface WorkerOptions {
  db: Db;
  senders: Senders;
  now?: () => Date;
  batch?: number;
  leaseMs?: number;
  /** Called with an unsent message's text where no provider exists (development prints it). */
  onUnsent?: (row: OutboxRow) => void;
  onError?: (row: OutboxRow, error: string) => void;
}

export interface DrainResult {
  sent: number;
  failed: number;
  dead: number;
  unsent: number;
}

type Row = Record<string, unknown>;

function toRow(r: Row): OutboxRow {
  return {
    id: String(r.id),
    channel: r.channel as OutboxRow["channel"],
    to: String(r.to),
    subject: (r.subject as string) ?? null,
    body: String(r.body),
    html: (r.html as string) ?? null,
    hubId: (r.hub_id as string) ?? null,
    attempts: Number(r.attempts),
  };
}

/**
 * Claim due rows: pending or failed ones whose time has come, and sending
 * ones whose lease ran out (their worker died). SKIP LOCKED lets several
 * workers claim side by side without taking the same row.
 */
export async function claim(db: Db, now: Date, limit: number, leaseMs = LEASE_MS): Promise<OutboxRow[]> {
  const { rows } = await db.query<Row>(
    `update outbox set status = 'sending', attempts = attempts + 1, locked_until = $2
     where id in (
       select id from outbox
       where (status = 'pending' and next_attempt_at <= $1)
          -- a carrier's failure report (provider id set) is final, not retried
          or (status = 'failed' and provider_id is null and next_attempt_at <= $1)
          or (status = 'sending' and locked_until <= $1)
       order by next_attempt_at, created_at limit $3
       for update skip locked)
     returning id, channel, "to", subject, body, html, hub_id, attempts`,
    [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
  );
  return rows.map(toRow);
}

export async function markSent(db: Db, id: string, providerId: string | null, now: Date): Promise<void> {
  await db.query(
    `update outbox set status = 'sent', delivered = false, sent_at = $2, provider_id = $3, locked_until = null, last_error = null,
       body = case when redact then $4 else body end, html = case when redact then null else html end
     where id = $1`,
    [id, now.toISOString(), providerId, REDACTED],
  );
}

/** A failure backs off; the 5th (or a permanent refusal) leaves the row dead with its error. */
export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  permanent: boolean,
  now: Date,
): Promise<"failed" | "dead"> {
  const dead = permanent || row.attempts >= MAX_SEND_ATTEMPTS;
  await db.query(
    `update outbox set status = $2, last_error = $3, locked_until = null, next_attempt_at = $4 where id = $1`,
    [
      row.id,
      dead ? "dead" : "failed",
      error.slice(0, 500),
      new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
    ],
  );
  return dead ? "dead" : "failed";
}

/** No provider for this channel: the row keeps its text for the admin outbox. */
export async function markUnsent(db: Db, id: string): Promise<void> {
  await db.query(`update outbox set status = 'unsent', last_error = 'no provider', locked_until = null where id = $1`, [
    id,
  ]);
}

/** Claim, send, mark — three short statements, never a transaction held across a provider call. */
export async function drainOnce(options: WorkerOptions): Promise<DrainResult> {
  const now = () => (options.now ? options.now() : new Date());
  const result: DrainResult = { sent: 0, failed: 0, dead: 0, unsent: 0 };
  const rows = await claim(options.db, now(), options.batch ?? 20, options.leaseMs);
  await Promise.all(
    rows.map(async (row) => {
      const sender = options.senders[row.channel];
      if (!sender) {
        await markUnsent(options.db, row.id);
        options.onUnsent?.(row);
        result.unsent++;
        return;
      }
      try {
        if (row.channel === "sms" && (await smsOptedOut(options.db, row.to)))
          throw new PermanentSendError("recipient opted out (STOP)");
        const sent = await sender.send(row);
        await markSent(options.db, row.id, sent.providerId, now());
        result.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message || error.name : String(error);
        const outcome = await markFailed(options.db, row, message, error instanceof PermanentSendError, now());
        options.onError?.(row, message);
        result[outcome]++;
      }
    }),
  );
  return result;
}

/** Drain until nothing is due (bounded, so one call never runs forever). */
export async function drain(options: WorkerOptions, maxRounds = 50): Promise<DrainResult> {
  const total: DrainResult = { sent: 0, failed: 0, dead: 0, unsent: 0 };
  for (let i = 0; i < maxRounds; i++) {
    const round = await drainOnce(options);
    total.sent += round.sent;
    total.failed += round.failed;
    total.dead += round.dead;
    total.unsent += round.unsent;
    if (round.sent + round.failed + round.dead + round.unsent === 0) break;
  }
  return total;
}

/** The admin's Retry on a dead row: due now, with a fresh count. */
export async function retryDead(db: Db, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'pending', attempts = 0, next_attempt_at = $2, last_error = null where id = $1 and status = 'dead' returning id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/** A Twilio status callback: delivered, or failed/undelivered with the carrier's error code. */
export async function recordDeliveryStatus(
  db: Db,
  providerId: string,
  status: string,
  errorCode: string | null,
): Promise<boolean> {
  const delivered = status === "delivered";
  const failed = status === "failed" || status === "undelivered";
  if (!delivered && !failed) return false;
  const { rows } = await db.query(
    `update outbox set status = $2, delivered = $3, last_error = $4 where provider_id = $1 returning id`,
    [
      providerId,
      delivered ? "delivered" : "failed",
      delivered,
      failed ? `carrier ${status}${errorCode ? ` (error ${errorCode})` : ""}` : null,
    ],
  );
  return rows.length > 0;
}
