import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inTransaction, type Db } from "./core/db.ts";

/**
 * The one migration runner (embedded start, `npm run db:migrate`, tests). Its ledger is Supabase's own,
 * `supabase_migrations.schema_migrations` (version = the file's timestamp prefix, name, statements), so a
 * database migrated here is migrated to `supabase db push` and the other way round. `public._migrations`,
 * the ledger of earlier versions, still counts as applied.
 */
export interface Migration {
  /** The file name, e.g. 20261123010000_shared_state.sql. */
  file: string;
  version: string;
  name: string;
  sql: string;
}

const LOCK_KEY = 7_291_503_114; // any fixed bigint: "the migrations lock"

// Paths written out statically so the build traces only supabase/migrations.
export function readMigrations(): Migration[] {
  return readdirSync(path.join(process.cwd(), "supabase", "migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((file) => {
      const match = /^(\d+)_(.*)\.sql$/.exec(file);
      if (!match) throw new Error(`supabase/migrations/${file}: name it <timestamp>_<name>.sql`);
      const sql = readFileSync(path.join(process.cwd(), "supabase", "migrations", file), "utf8");
      return { file, version: match[1], name: match[2], sql };
    });
}

const LEDGER = `create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
  alter table supabase_migrations.schema_migrations add column if not exists statements text[];
  alter table supabase_migrations.schema_migrations add column if not exists name text;`;

function script(db: Db, sql: string): Promise<unknown> {
  return db.exec ? db.exec(sql) : db.query(sql);
}

/** Versions recorded in either ledger (none when neither exists). */
async function appliedVersions(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ supabase: boolean; legacy: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as supabase,
            to_regclass('public._migrations') is not null as legacy`,
  );
  const done = new Set<string>();
  if (rows[0]?.supabase)
    for (const row of (await db.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`))
      .rows)
      done.add(String(row.version));
  if (rows[0]?.legacy)
    for (const row of (await db.query<{ name: string }>(`select name from public._migrations`)).rows)
      done.add(row.name.split("_")[0]);
  return done;
}

/** What this database has applied and what it still lacks, by file name, in order. */
export async function migrationState(
  db: Db,
  migrations: Migration[] = readMigrations(),
): Promise<{ applied: string[]; pending: string[] }> {
  const done = await appliedVersions(db);
  return {
    applied: migrations.filter((m) => done.has(m.version)).map((m) => m.file),
    pending: migrations.filter((m) => !done.has(m.version)).map((m) => m.file),
  };
}

/** Files this database has not applied, in order. */
export async function pendingMigrations(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return (await migrationState(db, migrations)).pending;
}

/**
 * Apply every file not yet recorded, in name order, all in one transaction under an advisory lock: two
 * instances starting together wait for each other and the second finds nothing left. The transaction-scoped
 * lock also works through Supabase's transaction pooler. Resolves to the files applied now.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await script(tx, LEDGER);
    const done = await appliedVersions(tx);
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await script(tx, m.sql);
      applied.push(m.file);
    }
    // One row per applied file in Supabase's ledger, those an earlier version recorded only in _migrations too.
    const { rows } = await tx.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`);
    const recorded = new Set(rows.map((r) => String(r.version)));
    for (const m of migrations) {
      if (recorded.has(m.version) || !(done.has(m.version) || applied.includes(m.file))) continue;
      await tx.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)`,
        [m.version, m.name, [m.sql]],
      );
    }
    return applied;
  });
}

/** The refusal a production server prints on a database that is behind its code. */
export function pendingMigrationsProblem(pending: string[]): string | null {
  if (pending.length === 0) return null;
  return (
    `The database at DATABASE_URL has ${pending.length} pending migration(s) (${pending.join(", ")}): ` +
    "run `npm run db:migrate` with the same DATABASE_URL (or `supabase db push`), then start the server again"
  );
}
