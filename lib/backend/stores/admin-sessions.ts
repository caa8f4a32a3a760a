import type { Db } from "../core/db.ts";

/**
 * Staff sessions (admin_sessions): one row per signed-in session, checked on every admin request, so a
 * sign-out ends it on every server at once.
 */

/** Record a new session of `actor`, lasting until `expiresAt`. */
export async function recordAdminSession(db: Db, sid: string, actor: string, now: Date, expiresAt: Date) {
  await db.query(`insert into admin_sessions (id, created_at, expires_at, actor) values ($1, $2, $3, $4)`, [
    sid,
    now.toISOString(),
    expiresAt.toISOString(),
    actor,
  ]);
}

/** Who opened the session, while it is recorded, unexpired and not signed out; else undefined. */
export async function liveSessionActor(db: Db, sid: string, now: Date): Promise<string | undefined> {
  const { rows } = await db.query<{ actor: string }>(
    `select actor from admin_sessions where id = $1 and revoked_at is null and expires_at > $2`,
    [sid, now.toISOString()],
  );
  return rows[0]?.actor;
}

/** Sign-out: the session stops working on every server at once. */
export async function revokeAdminSessionRow(db: Db, sid: string, now: Date): Promise<void> {
  await db.query(`update admin_sessions set revoked_at = $2 where id = $1 and revoked_at is null`, [
    sid,
    now.toISOString(),
  ]);
}

/** Every live session opened under `actor` ends; answers how many did. */
export async function revokeSessionRowsOf(db: Db, actor: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `update admin_sessions set revoked_at = $2 where actor = $1 and revoked_at is null returning id`,
    [actor, now.toISOString()],
  );
  return rows.length;
}

/** The sessions' named reads and writes on one database. */
export function adminSessionStore(db: Db) {
  return {
    record: (sid: string, actor: string, now: Date, expiresAt: Date) =>
      recordAdminSession(db, sid, actor, now, expiresAt),
    liveActor: (sid: string, now: Date) => liveSessionActor(db, sid, now),
    revoke: (sid: string, now: Date) => revokeAdminSessionRow(db, sid, now),
    revokeAllOf: (actor: string, now: Date) => revokeSessionRowsOf(db, actor, now),
  };
}

export type AdminSessionStore = ReturnType<typeof adminSessionStore>;
