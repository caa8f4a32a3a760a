import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "@/lib/backend/core/db";
import type { SendWindowFn } from "@/lib/backend/core/deps";
import { smsOptedOut } from "@/lib/backend/core/opt-out";
import { recipientContext } from "@/lib/backend/core/recipient";
import { DEFAULT_SETTINGS, type DeliverySettings } from "./delivery-settings";
import { PermanentSendError, type OutboxRow, type Senders } from "./sender";

/** 5 failed attempts and a row is dead; the admin outbox can retry it. */
export const MAX_SEND_ATTEMPTS = DEFAULT_SETTINGS.maxAttempts;
/** A claimed row belongs to its worker this long; after that another worker may take it. */
export const LEASE_MS = DEFAULT_SETTINGS.leaseMs;
const REDACTED = "code sent";

export type Channel = OutboxRow["channel"];
export const CHANNELS: Channel[] = ["email", "sms", "webhook"];

type Backoff = Pick<DeliverySettings, "retryBaseMs" | "retryMaxMs">;

/** The longest wait after the given attempt: 30 s, 1 min, 2 min, 4 min… capped at an hour. */
export function backoffCeilingMs(attempts: number, settings: Backoff = DEFAULT_SETTINGS): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** The wait after the given attempt: half the ceiling, plus a random part of the other half, so retries spread out. */
export function backoffMs(
  attempts: number,
  settings: Backoff = DEFAULT_SETTINGS,
  random: () => number = Math.random,
): number {
  const ceiling = backoffCeilingMs(attempts, settings);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Who holds a claim, for staff reading a stuck row: host and process. */
export const WORKER_ID = `${hostname()}:${process.pid}`;

export interface WorkerOptions {
  db: Db;
  senders: Senders;
  now?: () => Date;
  batch?: number;
  leaseMs?: number;
  settings?: DeliverySettings;
  /** Only these channels (a lane); default all. */
  channels?: Channel[];
  /** Called with an unsent message's text where no provider exists (development prints it). */
  onUnsent?: (row: OutboxRow) => void;
  onError?: (row: OutboxRow, error: string) => void;
  /** When a text staff started may go to this number (hours and caps by state); unset: whenever it is due. */
  sendWindow?: SendWindowFn;
}

export interface DrainResult {
  sent: number;
  failed: number;
  dead: number;
  unsent: number;
  expired: number;
  /** Another worker took the row over while this one was sending (a lease ran out): its outcome was not written. */
  lost: number;
  /** A staff text claimed outside the recipient's window (a retry, a late claim): put back until it opens. */
  held: number;
}

export function emptyResult(): DrainResult {
  return { sent: 0, failed: 0, dead: 0, unsent: 0, expired: 0, lost: 0, held: 0 };
}

/** A claimed row: the token proves the claim; only its holder may complete the row. */
export interface ClaimedRow extends OutboxRow {
  claimToken: string;
  expiresAt: Date | null;
  /** A text staff started: sent only inside the recipient's window. */
  quietHours: boolean;
}

type Row = Record<string, unknown>;

function toRow(r: Row): ClaimedRow {
  return {
    id: String(r.id),
    channel: r.channel as OutboxRow["channel"],
    to: String(r.to),
    subject: (r.subject as string) ?? null,
    body: String(r.body),
    html: (r.html as string) ?? null,
    hubId: (r.hub_id as string) ?? null,
    replyTo: (r.reply_to as string) ?? null,
    attempts: Number(r.attempts),
    from: (r.from_number as string) ?? null,
    programId: r.program_id ? String(r.program_id) : null,
    claimToken: String(r.claim_token),
    expiresAt: r.expires_at ? new Date(r.expires_at as string) : null,
    quietHours: r.quiet_hours === true,
  };
}

/**
 * Claim due rows: pending or failed ones whose time has come, and sending
 * ones whose lease ran out (their worker died). SKIP LOCKED lets several
 * workers claim side by side without taking the same row; each claim gets a
 * fresh token, so a worker whose lease ran out can no longer complete it.
 */
export async function claim(
  db: Db,
  now: Date,
  limit: number,
  leaseMs = LEASE_MS,
  channels: Channel[] = CHANNELS,
): Promise<ClaimedRow[]> {
  const { rows } = await db.query<Row>(
    `update outbox set status = 'sending', attempts = attempts + 1, locked_until = $2, claim_token = $4::uuid, claimed_by = $5,
       last_attempt_at = $1
     where id in (
       select id from outbox
       where channel = any($6::text[]) and (
             (status = 'pending' and next_attempt_at <= $1)
          -- a carrier's failure report (provider id set) is final, not retried
          or (status = 'failed' and provider_id is null and next_attempt_at <= $1)
          or (status = 'sending' and locked_until <= $1))
       order by next_attempt_at, created_at limit $3
       for update skip locked)
     returning id, channel, "to", subject, body, html, hub_id, reply_to, attempts, claim_token, expires_at, from_number, program_id,
       quiet_hours`,
    [
      now.toISOString(),
      new Date(now.getTime() + leaseMs).toISOString(),
      limit,
      randomUUID(),
      WORKER_ID,
      `{${channels.join(",")}}`,
    ],
  );
  // One token per statement is enough: each row's claim is (id, token), and a later claim replaces the token.
  return rows.map(toRow);
}

/** Fenced: only the claim's holder, while it still holds it, completes the row. */
const HELD = `id = $1 and claim_token = $2::uuid and status = 'sending'`;

export async function markSent(
  db: Db,
  row: Pick<ClaimedRow, "id" | "claimToken">,
  providerId: string | null,
  response: string | null,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'sent', delivered = false, sent_at = $3, provider_id = $4, locked_until = null, claim_token = null,
       last_error = null, last_response = $6, failing_since = null,
       body = case when redact then $5 else body end, html = case when redact then null else html end
     where ${HELD} returning id`,
    [row.id, row.claimToken, now.toISOString(), providerId, REDACTED, response?.slice(0, 500) ?? null],
  );
  return rows.length > 0;
}

/** A failure backs off; the last attempt (or a permanent refusal) leaves the row dead with the provider's reason. */
export async function markFailed(
  db: Db,
  row: Pick<ClaimedRow, "id" | "claimToken" | "attempts">,
  error: string,
  permanent: boolean,
  now: Date,
  settings: DeliverySettings = DEFAULT_SETTINGS,
): Promise<"failed" | "dead" | "lost"> {
  const dead = permanent || row.attempts >= settings.maxAttempts;
  const { rows } = await db.query(
    `update outbox set status = $3, last_error = $4, last_response = $4, locked_until = null, claim_token = null, next_attempt_at = $5,
       failing_since = case when $6 then coalesce(failing_since, $7) else failing_since end
     where ${HELD} returning id`,
    [
      row.id,
      row.claimToken,
      dead ? "dead" : "failed",
      error.slice(0, 500),
      new Date(now.getTime() + backoffMs(row.attempts, settings)).toISOString(),
      // A refusal about this one message says nothing about the channel.
      !permanent,
      now.toISOString(),
    ],
  );
  if (rows.length === 0) return "lost";
  return dead ? "dead" : "failed";
}

/** A code that can no longer arrive before it expires is never sent. */
export async function markExpired(db: Db, row: Pick<ClaimedRow, "id" | "claimToken">): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'expired', locked_until = null, claim_token = null, last_error = 'code expired before it could be sent',
       body = case when redact then 'code expired' else body end, html = case when redact then null else html end
     where ${HELD} returning id`,
    [row.id, row.claimToken],
  );
  return rows.length > 0;
}

/** No provider for this channel: the row keeps its text for the admin outbox. */
export async function markUnsent(db: Db, row: Pick<ClaimedRow, "id" | "claimToken">): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'unsent', last_error = 'no provider', locked_until = null, claim_token = null where ${HELD} returning id`,
    [row.id, row.claimToken],
  );
  return rows.length > 0;
}

/** A claimed staff text outside its recipient's window: pending again until `at`, the attempt not counted. */
export async function markHeld(
  db: Db,
  row: Pick<ClaimedRow, "id" | "claimToken">,
  at: Date,
  heldBy: string | null = null,
): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'pending', attempts = attempts - 1, next_attempt_at = $3, locked_until = null,
       claim_token = null, claimed_by = null, held_by = coalesce($4, held_by)
     where ${HELD} returning id`,
    [row.id, row.claimToken, at.toISOString(), heldBy],
  );
  return rows.length > 0;
}

/** Give back claims whose send never started (shutting down): due now, the attempt not counted. */
export async function releaseClaims(db: Db, rows: Pick<ClaimedRow, "id" | "claimToken">[]): Promise<number> {
  let released = 0;
  for (const row of rows) {
    const result = await db.query(
      `update outbox set status = case when attempts > 1 then 'failed' else 'pending' end, attempts = attempts - 1,
         locked_until = null, claim_token = null, claimed_by = null
       where ${HELD} returning id`,
      [row.id, row.claimToken],
    );
    released += result.rows.length;
  }
  return released;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Reject after ms, so one send never outlives its share of the lease. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from the provider within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Send one claimed row and record the outcome under its claim: expired codes
 * are marked, opted-out numbers refused, and the provider's answer kept.
 */
export async function sendClaimed(options: WorkerOptions, row: ClaimedRow): Promise<keyof DrainResult> {
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const now = () => (options.now ? options.now() : new Date());
  // Too late to arrive while the code still works: the person asks for a new one.
  if (row.expiresAt && row.expiresAt.getTime() <= now().getTime() + settings.sendDeadlineMs) {
    return (await markExpired(options.db, row)) ? "expired" : "lost";
  }
  // Quiet hours hold at the moment of sending too, not only when the text was queued.
  if (row.quietHours && options.sendWindow) {
    const recipient = await recipientContext(options.db, row.to, now(), row.id);
    const window = await options.sendWindow(row.to, now(), recipient);
    if (window.at.getTime() > now().getTime())
      return (await markHeld(options.db, row, window.at, window.heldBy ?? null)) ? "held" : "lost";
  }
  const sender = options.senders[row.channel];
  if (!sender) {
    if (!(await markUnsent(options.db, row))) return "lost";
    options.onUnsent?.(row);
    return "unsent";
  }
  try {
    if (row.channel === "sms" && (await smsOptedOut(options.db, row.to, row.programId ?? null)))
      throw new PermanentSendError("recipient opted out (STOP)");
    const sent = await withDeadline(sender.send(row), settings.sendDeadlineMs);
    return (await markSent(options.db, row, sent.providerId, sent.response ?? null, now())) ? "sent" : "lost";
  } catch (error) {
    const message = errorText(error);
    const outcome = await markFailed(options.db, row, message, error instanceof PermanentSendError, now(), settings);
    options.onError?.(row, message);
    return outcome;
  }
}

/** Claim, send, mark — short statements, never a transaction held across a provider call. */
export async function drainOnce(options: WorkerOptions): Promise<DrainResult> {
  const now = () => (options.now ? options.now() : new Date());
  const result = emptyResult();
  const leaseMs = options.leaseMs ?? options.settings?.leaseMs ?? LEASE_MS;
  // Each channel claims on its own, so a slow provider's batch never holds up another's.
  await Promise.all(
    (options.channels ?? CHANNELS).map(async (channel) => {
      const rows = await claim(options.db, now(), options.batch ?? 20, leaseMs, [channel]);
      await Promise.all(
        rows.map(async (row) => {
          result[await sendClaimed(options, row)]++;
        }),
      );
    }),
  );
  return result;
}

/** Drain until nothing is due (bounded, so one call never runs forever). */
export async function drain(options: WorkerOptions, maxRounds = 50): Promise<DrainResult> {
  const total = emptyResult();
  for (let i = 0; i < maxRounds; i++) {
    const round = await drainOnce(options);
    let work = 0;
    for (const key of Object.keys(total) as (keyof DrainResult)[]) {
      total[key] += round[key];
      work += round[key];
    }
    if (work === 0) break;
  }
  return total;
}

/** The admin's Retry on a dead row: due now, with a fresh count. */
export async function retryDead(db: Db, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'pending', attempts = 0, next_attempt_at = $2, last_error = null, failing_since = null
     where id = $1 and status = 'dead' returning id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/** A Twilio status callback: delivered, undelivered or failed, with the carrier's error code. */
export async function recordDeliveryStatus(
  db: Db,
  providerId: string,
  status: string,
  errorCode: string | null,
): Promise<boolean> {
  if (status !== "delivered" && status !== "undelivered" && status !== "failed") return false;
  const answer = `carrier ${status}${errorCode ? ` (error ${errorCode})` : ""}`;
  const { rows } = await db.query(
    `update outbox set status = $2, delivered = $3, last_error = $4, last_response = $5
     where provider_id = $1 and status in ('sent', 'delivered', 'undelivered', 'failed') returning id`,
    [providerId, status, status === "delivered", status === "delivered" ? null : answer, answer],
  );
  return rows.length > 0;
}
