import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db } from "../core/db";
import { lockDataDir } from "./data-dir-lock";

/** The schema lives once, in supabase/migrations; the embedded host applies the same files. */
export const MIGRATIONS_DIR = path.join(process.cwd(), "supabase", "migrations");

// Paths written out statically so the build traces only supabase/migrations.
export function readMigrations(): { name: string; sql: string }[] {
  return readdirSync(path.join(process.cwd(), "supabase", "migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(process.cwd(), "supabase", "migrations", name), "utf8") }));
}

/** Apply every migration not yet recorded, each in its own transaction. */
export async function migrate(pg: PGlite, migrations = readMigrations()): Promise<string[]> {
  await pg.exec(
    `create table if not exists _migrations (name text primary key, applied_at timestamptz not null default now())`,
  );
  const done = new Set((await pg.query<{ name: string }>(`select name from _migrations`)).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await pg.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query(`insert into _migrations (name) values ($1)`, [m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}

/** Open PGlite at `dataDir` ("memory://" for tests), locked to this process, creating the folder first, and migrate. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const inMemory = dataDir.startsWith("memory://");
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir, "pglite");
  if (!inMemory) {
    lockDataDir(dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const pg = await PGlite.create(inMemory ? undefined : dir);
  await migrate(pg);
  return pg;
}

function adapt(q: PGlite | Transaction): Db {
  return { query: <T>(sql: string, params?: unknown[]) => q.query<T>(sql, params) };
}

/** PGlite behind the Db port. PGlite runs one statement or transaction at a time, so transactions serialise. */
export function pgliteDb(open: () => Promise<PGlite>): Db {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await open()).query<T>(sql, params),
    transaction: async <R>(fn: (tx: Db) => Promise<R>) => (await open()).transaction((tx) => fn(adapt(tx))),
  };
}

/** Test helper: empty every table (faster than a new instance: initdb takes ~2 s). */
export async function truncateAll(pg: { exec(sql: string): Promise<unknown> }): Promise<void> {
  // The consent ledger refuses TRUNCATE by trigger; replica mode skips triggers for this test reset only.
  await pg.exec(`set session_replication_role = replica;
    truncate leads, lead_submissions, lead_notes, consent_records, verifications, send_throttle, outbox, rate_limits,
      form_token_uses, admin_sessions, staff_sign_in_codes, audit_log, delivery_alerts, lead_texts cascade;
    set session_replication_role = default;`);
}
