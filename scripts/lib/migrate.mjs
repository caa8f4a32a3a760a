/**
 * Apply supabase/migrations/*.sql to a PostgreSQL database: in name order,
 * each file once (recorded in _migrations), all in one transaction under an
 * advisory lock, so two instances starting together wait for each other and
 * the second finds nothing left to do. The transaction-scoped lock also works
 * through Supabase's transaction pooler.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";

export const MIGRATIONS_DIR = join(process.cwd(), "supabase", "migrations");
const LOCK_KEY = 7_291_503_114; // any fixed bigint: "the migrations lock"

export function readMigrations(dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));
}

/** Supabase's transaction pooler (port 6543) cannot hold prepared statements. */
export function prepareFor(url, setting = "true") {
  if (setting === "false") return false;
  try {
    return new URL(url).port !== "6543";
  } catch {
    return true;
  }
}

/** Resolves to the names applied now (empty when the database was up to date). */
export async function migrateDatabase(url, { dir = MIGRATIONS_DIR, prepare = prepareFor(url) } = {}) {
  const sql = postgres(url, { max: 1, prepare, onnotice: () => {} });
  try {
    return await sql.begin(async (tx) => {
      await tx.unsafe(`select pg_advisory_xact_lock(${LOCK_KEY})`);
      await tx.unsafe(
        `create table if not exists _migrations (name text primary key, applied_at timestamptz not null default now())`,
      );
      const done = new Set((await tx.unsafe(`select name from _migrations`)).map((r) => r.name));
      const applied = [];
      for (const m of readMigrations(dir)) {
        if (done.has(m.name)) continue;
        await tx.unsafe(m.sql);
        await tx.unsafe(`insert into _migrations (name) values ($1)`, [m.name]);
        applied.push(m.name);
      }
      return applied;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
