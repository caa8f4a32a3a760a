import type { Db } from "./db.ts";

export interface Health {
  /** The newest migration applied, by file name. */
  migration: string | null;
  outbox: { pending: number; dead: number; oldestPendingSeconds: number | null };
}

/** Two small queries an operator's load balancer can afford every few seconds. No personal data. */
export async function readHealth(db: Db, now: Date): Promise<Health> {
  const [migrations, outbox] = await Promise.all([
    db.query<{ name: string | null }>(`select max(name) as name from _migrations`),
    db.query<{ pending: number; dead: number; oldest: string | Date | null }>(
      `select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'dead')::int as dead,
              min(created_at) filter (where status = 'pending') as oldest
         from outbox`,
    ),
  ]);
  const { pending, dead, oldest } = outbox.rows[0];
  return {
    migration: migrations.rows[0]?.name ?? null,
    outbox: {
      pending: Number(pending),
      dead: Number(dead),
      oldestPendingSeconds:
        oldest === null ? null : Math.max(0, Math.round((now.getTime() - new Date(oldest).getTime()) / 1000)),
    },
  };
}
