import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { DELIVERY_KNOB_DEFAULTS } from "@/lib/config/delivery-knobs";
import type { Db } from "../core/db.ts";
import { deliveryHealth, raiseDeliveryAlert, type DeliveryHealth, type DeliveryThresholds } from "../core/health.ts";
import { smsOptedOut } from "../core/opt-out.ts";
import { recipientContext } from "../core/recipient.ts";

/**
 * The outbox as the delivery worker sees it: due rows claimed under a lease
 * and a fresh token, and each outcome written only by the claim's holder.
 * Short statements, never a transaction held across a provider call.
 */

export type OutboxChannel = "email" | "sms" | "webhook";
export const OUTBOX_CHANNELS: readonly OutboxChannel[] = ["email", "sms", "webhook"];

/** A claimed row: the token proves the claim; only its holder may complete the row. */
export interface ClaimedOutboxRow {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  hubId: string | null;
  replyTo: string | null;
  attempts: number;
  from: string | null;
  programId: string | null;
  claimToken: string;
  expiresAt: Date | null;
  /** A text staff started: sent only inside the recipient's window. */
  quietHours: boolean;
}

const DEFAULT_LEASE_MS = DELIVERY_KNOB_DEFAULTS.DELIVERY_LEASE_MS;
const REDACTED = "code sent";

/** Who holds a claim, for staff reading a stuck row: host and process. */
const WORKER_ID = `${hostname()}:${process.pid}`;

type Row = Record<string, unknown>;

function toRow(r: Row): ClaimedOutboxRow {
  return {
    id: String(r.id),
    channel: r.channel as OutboxChannel,
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
  leaseMs = DEFAULT_LEASE_MS,
  channels: readonly OutboxChannel[] = OUTBOX_CHANNELS,
): Promise<ClaimedOutboxRow[]> {
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
  row: Pick<ClaimedOutboxRow, "id" | "claimToken">,
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

/**
 * A failed send: retried at `retryAt`, or dead (the last attempt, or a permanent refusal) with the provider's
 * reason. Only a failure that says something about the channel starts its failing clock.
 */
export async function markFailed(
  db: Db,
  row: Pick<ClaimedOutboxRow, "id" | "claimToken">,
  error: string,
  outcome: { dead: boolean; permanent: boolean; retryAt: Date; now: Date },
): Promise<"failed" | "dead" | "lost"> {
  const { rows } = await db.query(
    `update outbox set status = $3, last_error = $4, last_response = $4, locked_until = null, claim_token = null, next_attempt_at = $5,
       failing_since = case when $6 then coalesce(failing_since, $7) else failing_since end
     where ${HELD} returning id`,
    [
      row.id,
      row.claimToken,
      outcome.dead ? "dead" : "failed",
      error.slice(0, 500),
      outcome.retryAt.toISOString(),
      // A refusal about this one message says nothing about the channel.
      !outcome.permanent,
      outcome.now.toISOString(),
    ],
  );
  if (rows.length === 0) return "lost";
  return outcome.dead ? "dead" : "failed";
}

/** A code that can no longer arrive before it expires is never sent. */
export async function markExpired(db: Db, row: Pick<ClaimedOutboxRow, "id" | "claimToken">): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'expired', locked_until = null, claim_token = null, last_error = 'code expired before it could be sent',
       body = case when redact then 'code expired' else body end, html = case when redact then null else html end
     where ${HELD} returning id`,
    [row.id, row.claimToken],
  );
  return rows.length > 0;
}

/** No provider for this channel: the row keeps its text for the admin outbox. */
export async function markUnsent(db: Db, row: Pick<ClaimedOutboxRow, "id" | "claimToken">): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'unsent', last_error = 'no provider', locked_until = null, claim_token = null where ${HELD} returning id`,
    [row.id, row.claimToken],
  );
  return rows.length > 0;
}

/** A claimed staff text outside its recipient's window: pending again until `at`, the attempt not counted. */
export async function markHeld(
  db: Db,
  row: Pick<ClaimedOutboxRow, "id" | "claimToken">,
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
export async function releaseClaims(db: Db, rows: Pick<ClaimedOutboxRow, "id" | "claimToken">[]): Promise<number> {
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

/** The worker's named reads and writes on one database. */
export function outboxQueue(db: Db) {
  return {
    claim: (now: Date, limit: number, leaseMs?: number, channels?: readonly OutboxChannel[]) =>
      claim(db, now, limit, leaseMs, channels),
    markSent: (
      row: Pick<ClaimedOutboxRow, "id" | "claimToken">,
      providerId: string | null,
      response: string | null,
      now: Date,
    ) => markSent(db, row, providerId, response, now),
    markFailed: (
      row: Pick<ClaimedOutboxRow, "id" | "claimToken">,
      error: string,
      outcome: { dead: boolean; permanent: boolean; retryAt: Date; now: Date },
    ) => markFailed(db, row, error, outcome),
    markExpired: (row: Pick<ClaimedOutboxRow, "id" | "claimToken">) => markExpired(db, row),
    markUnsent: (row: Pick<ClaimedOutboxRow, "id" | "claimToken">) => markUnsent(db, row),
    markHeld: (row: Pick<ClaimedOutboxRow, "id" | "claimToken">, at: Date, heldBy: string | null = null) =>
      markHeld(db, row, at, heldBy),
    release: (rows: Pick<ClaimedOutboxRow, "id" | "claimToken">[]) => releaseClaims(db, rows),
    /** The recipient as the sending rules read it (its state, the staff texts already queued). */
    recipient: (phone: string, now: Date, outboxId: string | null) => recipientContext(db, phone, now, outboxId),
    /** The number stopped our texts, or (with a program) that program's. */
    smsOptedOut: (phone: string, programId: string | null) => smsOptedOut(db, phone, programId),
    /** Delivery health: the oldest due row's age and the channels failing. */
    health: (now: Date, thresholds: DeliveryThresholds) => deliveryHealth(db, now, thresholds),
    /** Email staff once per outage; whether this call raised the alert. */
    raiseAlert: (now: Date, health: DeliveryHealth, recipients: string[]) =>
      raiseDeliveryAlert(db, now, health, recipients),
  };
}

export type OutboxQueue = ReturnType<typeof outboxQueue>;
