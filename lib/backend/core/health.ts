import type { OutboxBacklog } from "../types.ts";
import type { Db } from "./db.ts";

export interface Health {
  /** The newest migration applied, by file name. */
  migration: string | null;
  outbox: OutboxBacklog;
}

/**
 * Still waiting to go out: queued, claimed by a worker, or failed and due
 * for another try (a carrier's failure report, provider id set, is final).
 */
const WAITING = `(status in ('pending', 'sending') or (status = 'failed' and provider_id is null))`;

/** What the outbox still has to send, what it gave up on, and how long the oldest has waited. */
export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const { rows } = await db.query<{ pending: number; dead: number; oldest_age: number | null }>(
    `select (count(*) filter (where ${WAITING}))::int as pending,
            (count(*) filter (where status = 'dead'))::int as dead,
            floor(extract(epoch from ($1::timestamptz - min(created_at) filter (where ${WAITING}))))::int as oldest_age
       from outbox`,
    [now.toISOString()],
  );
  const { pending, dead, oldest_age: oldest } = rows[0];
  return {
    pending: Number(pending),
    dead: Number(dead),
    oldestPendingSeconds: oldest === null || oldest === undefined ? null : Math.max(0, Number(oldest)),
  };
}

/** Two small queries an operator's load balancer can afford every few seconds. No personal data. */
export async function readHealth(db: Db, now: Date): Promise<Health> {
  const [migrations, outbox] = await Promise.all([
    db.query<{ name: string | null }>(`select max(name) as name from _migrations`),
    outboxBacklog(db, now),
  ]);
  return { migration: migrations.rows[0]?.name ?? null, outbox };
}
