/**
 * The Db port: SQL text and parameters in, rows out.
 * PGlite (embedded) and postgres.js (Deno on Supabase) both fit behind it.
 * Core files import each other by relative path with the `.ts` extension so
 * that Deno can load them as they are. JSON goes in as text and is cast in
 * SQL, `$1::text::jsonb`: postgres.js encodes a string sent as jsonb once
 * more, which would store a JSON string instead of the object or array.
 */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Run `fn` in one transaction; hosts without it run `fn` directly. */
  transaction?<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  /** Run a script of several statements (migrations); hosts without it take scripts through `query`. */
  exec?(sql: string): Promise<void>;
  /** Read a query's rows `batch` at a time from a server-side cursor; hosts without one page by keyset. */
  cursor?<T = Record<string, unknown>>(sql: string, params: unknown[], batch: number): AsyncIterable<T[]>;
}

/** The client postgres.js opens (Node's database module, the Deno host): typed by what the adapter uses. */
export interface SqlClient {
  unsafe(text: string, params?: never[]): PromiseLike<unknown> & { cursor?(rows: number): AsyncIterable<unknown[]> };
  begin?<R>(fn: (tx: SqlClient) => Promise<R>): PromiseLike<unknown>;
}

/** postgres.js behind the Db port: the one Postgres adapter, for the Node server and the Edge Functions. */
export function postgresDb(sql: SqlClient): Db {
  const begin = sql.begin?.bind(sql);
  return {
    query: async <T>(text: string, params: unknown[] = []) => ({
      rows: (await sql.unsafe(text, params as never[])) as unknown as T[],
    }),
    // No parameters: postgres.js sends the text as a simple query, several statements allowed.
    exec: async (text: string) => {
      await sql.unsafe(text);
    },
    cursor: <T>(text: string, params: unknown[], batch: number) => {
      const query = sql.unsafe(text, params as never[]);
      if (!query.cursor) throw new Error("this PostgreSQL client has no cursors");
      return query.cursor(batch) as AsyncIterable<T[]>;
    },
    transaction: begin ? <R>(fn: (tx: Db) => Promise<R>) => begin((tx) => fn(postgresDb(tx))) as Promise<R> : undefined,
  };
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
