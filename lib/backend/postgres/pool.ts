import "server-only";
import postgres, { type Sql } from "postgres";
import { databaseUrl, serverEnv } from "@/lib/config/server-env";
import { postgresDb } from "../supabase/postgres-db";
import type { Db } from "../core/db";

/** Supabase's transaction pooler listens on 6543 and cannot hold named prepared statements. */
export function usesPreparedStatements(url: string, prepareSetting: boolean): boolean {
  if (!prepareSetting) return false;
  try {
    return new URL(url).port !== "6543";
  } catch {
    return true;
  }
}

const store = globalThis as unknown as { __postgresPool?: { url: string; sql: Sql } };

/** The process's pool on DATABASE_URL, or null when none is configured. */
export function postgresPool(): Sql | null {
  const url = databaseUrl();
  if (!url) return null;
  if (store.__postgresPool?.url !== url) {
    const env = serverEnv();
    const sql = postgres(url, {
      max: env.DATABASE_POOL_MAX,
      prepare: usesPreparedStatements(url, env.DATABASE_PREPARE),
      onnotice: () => {},
    });
    store.__postgresPool = { url, sql };
  }
  return store.__postgresPool.sql;
}

/** The pool behind the Db port, or null. */
export function postgresPoolDb(): Db | null {
  const sql = postgresPool();
  return sql ? postgresDb(sql) : null;
}

/** Close the pool (shutdown, tests). */
export async function closePostgresPool(): Promise<void> {
  const current = store.__postgresPool;
  store.__postgresPool = undefined;
  if (current) await current.sql.end({ timeout: 5 });
}
