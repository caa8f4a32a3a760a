/**
 * The Db port: SQL text and parameters in, rows out.
 * PGlite (embedded) and postgres.js (Deno on Supabase) both fit behind it.
 * Core files import each other by relative path with the `.ts` extension so
 * that Deno can load them as they are.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Run `fn` in one transaction; hosts without it run `fn` directly. */
  transaction?<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
}

export function inTransaction<R>(db: Db, fn: (tx: Db) => Promise<R>): Promise<R> {
  return db.transaction ? db.transaction(fn) : fn(db);
}

/** Dates come back as Date (PGlite, postgres.js) or string; answer ISO text. */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}
