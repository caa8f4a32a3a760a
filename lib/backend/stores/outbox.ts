import { appendAudit } from "../core/audit.ts";
import { inTransaction, type Db } from "../core/db.ts";

/** The admin's Retry on a dead row: due now, with a fresh count. Resolves to whether a dead row was there. */
export async function retryDead(db: Db, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `update outbox set status = 'pending', attempts = 0, next_attempt_at = $2, last_error = null, failing_since = null
     where id = $1 and status = 'dead' returning id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/** Retry a dead message under a staff member's name: a retry that happened is audited with it, in one transaction. */
export function retryDeadAs(db: Db, id: string, actor: string, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await retryDead(tx, id, now))) return false;
    await appendAudit(tx, { actor, action: "outbox.retry", subject: id }, now);
    return true;
  });
}
