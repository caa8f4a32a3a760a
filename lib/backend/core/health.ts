import type { OutboxBacklog } from "../../types/backend.ts";
import { DEFAULT_HUB, HUBS } from "../../hubs/registry.ts";
import { deliveryAlertEmail } from "../templates/index.ts";
import { inTransaction, type Db } from "./db.ts";
import { enqueue } from "./outbox.ts";

export interface DeliveryThresholds {
  /** The oldest due message waiting longer than this degrades delivery. */
  maxAgeMs: number;
  /** A channel failing (no success, retries failing) this long degrades delivery. */
  failingMs: number;
}

export interface DeliveryHealth {
  status: "ok" | "degraded";
  /** Why it is degraded, one line per cause, no personal data. */
  reasons: string[];
}

export interface Health {
  outbox: OutboxBacklog;
  delivery: DeliveryHealth;
}

/**
 * Still waiting to go out: queued, claimed by a worker, or failed and due
 * for another try (a carrier's failure report, provider id set, is final).
 */
const WAITING = `(status in ('pending', 'sending') or (status = 'failed' and provider_id is null))`;
/** Waiting and due now: its time has come and it has not gone. */
const DUE = `(status = 'sending' or (status in ('pending', 'failed') and provider_id is null and next_attempt_at <= $1::timestamptz))`;

/** What the outbox still has to send, what it gave up on, and how long the oldest has waited. */
export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const { rows } = await db.query<{ pending: number; dead: number; oldest_age: number | null }>(
    // Each figure on its partial index: the cost follows the waiting and dead messages, not the whole outbox.
    `select (select count(*) from outbox where ${WAITING})::int as pending,
            (select count(*) from outbox where status = 'dead')::int as dead,
            floor(extract(epoch from ($1::timestamptz - (select min(created_at) from outbox where ${WAITING}))))::int
              as oldest_age`,
    [now.toISOString()],
  );
  const { pending, dead, oldest_age: oldest } = rows[0];
  return {
    pending: Number(pending),
    dead: Number(dead),
    oldestPendingSeconds: oldest === null || oldest === undefined ? null : Math.max(0, Number(oldest)),
  };
}

/**
 * Degraded when the oldest due message has waited past the threshold, or a
 * channel has had transient failures and no success for longer than the
 * other threshold (its failures still recent).
 */
export async function deliveryHealth(db: Db, now: Date, thresholds: DeliveryThresholds): Promise<DeliveryHealth> {
  const [due, failing] = await Promise.all([
    db.query<{ age: number | null }>(
      `select floor(extract(epoch from ($1::timestamptz - min(created_at))))::int as age from outbox where ${DUE}`,
      [now.toISOString()],
    ),
    db.query<{ channel: string; since: unknown }>(
      `select o.channel, min(o.failing_since) as since from outbox o
        where o.failing_since is not null and o.provider_id is null and o.status in ('failed', 'dead', 'sending')
          and o.last_attempt_at >= $1::timestamptz
          and o.failing_since > coalesce((select max(s.sent_at) from outbox s where s.channel = o.channel and s.sent_at is not null), '-infinity')
        group by o.channel having min(o.failing_since) <= $1::timestamptz`,
      [new Date(now.getTime() - thresholds.failingMs).toISOString()],
    ),
  ]);
  const reasons: string[] = [];
  const age = due.rows[0]?.age;
  if (age !== null && age !== undefined && age * 1000 > thresholds.maxAgeMs)
    reasons.push(`oldest due message has waited ${age} s (threshold ${Math.round(thresholds.maxAgeMs / 1000)} s)`);
  for (const row of failing.rows) {
    const minutes = Math.floor((now.getTime() - new Date(row.since as string).getTime()) / 60_000);
    reasons.push(`${row.channel} has been failing for ${minutes} min with no message sent`);
  }
  return { status: reasons.length > 0 ? "degraded" : "ok", reasons };
}

/** A few small queries an operator's load balancer can afford every few seconds. No personal data. */
export async function readHealth(db: Db, now: Date, thresholds: DeliveryThresholds): Promise<Health> {
  const [outbox, delivery] = await Promise.all([outboxBacklog(db, now), deliveryHealth(db, now, thresholds)]);
  return { outbox, delivery };
}

/** After one alert, the next outage alerts again only after this long (no storm when delivery flaps). */
export const ALERT_REPEAT_MS = 15 * 60_000;

/**
 * One alert email per outage, however many servers notice it: the alert row
 * is raised (or re-raised once cleared) by one upsert, and the email is
 * queued in the same transaction. Answers whether this call raised it.
 */
export async function raiseDeliveryAlert(
  db: Db,
  now: Date,
  health: DeliveryHealth,
  recipients: string[],
): Promise<boolean> {
  if (health.status === "ok") {
    await db.query(`update delivery_alerts set cleared_at = $1 where key = 'delivery' and cleared_at is null`, [
      now.toISOString(),
    ]);
    return false;
  }
  const reason = health.reasons.join("; ");
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query(
      `insert into delivery_alerts (key, raised_at, reason) values ('delivery', $1, $2)
       on conflict (key) do update set raised_at = excluded.raised_at, reason = excluded.reason, cleared_at = null
         where delivery_alerts.cleared_at is not null and delivery_alerts.raised_at <= $3
       returning key`,
      [now.toISOString(), reason, new Date(now.getTime() - ALERT_REPEAT_MS).toISOString()],
    );
    if (rows.length === 0) return false;
    const email = deliveryAlertEmail(HUBS[DEFAULT_HUB], health.reasons);
    for (const to of recipients) {
      await enqueue(
        tx,
        {
          channel: "email",
          to,
          subject: email.subject,
          body: email.text,
          html: email.html,
          kind: "notification",
          hubId: DEFAULT_HUB,
        },
        now,
      );
    }
    return true;
  });
}
