import type { Sql, TransactionSql } from "postgres";
import type { Db } from "../core/db.ts";

/** postgres.js behind the Db port (Deno Edge Functions, and admin reads on Supabase). */
export function postgresDb(sql: Sql | TransactionSql): Db {
  return {
    query: async <T>(text: string, params: unknown[] = []) => ({
      rows: (await sql.unsafe(text, params as never[])) as unknown as T[],
    }),
    transaction:
      "begin" in sql
        ? <R>(fn: (tx: Db) => Promise<R>) => sql.begin((tx) => fn(postgresDb(tx))) as Promise<R>
        : undefined,
  };
}
