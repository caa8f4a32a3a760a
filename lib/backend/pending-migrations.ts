import "server-only";
import { readMigrations } from "./embedded/pglite";
import type { Db } from "./core/db";

/**
 * Migration files in supabase/migrations that this database has not applied, in order: recorded by name in
 * _migrations (npm run db:migrate, the embedded host) or by version in Supabase's own table (supabase db push).
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ ours: boolean; supabase: boolean }>(
    `select to_regclass('public._migrations') is not null as ours,
            to_regclass('supabase_migrations.schema_migrations') is not null as supabase`,
  );
  const done = new Set<string>();
  if (rows[0]?.ours)
    for (const row of (await db.query<{ name: string }>(`select name from public._migrations`)).rows)
      done.add(row.name);
  if (rows[0]?.supabase)
    for (const row of (
      await db.query<{ version: string }>(`select version::text as version from supabase_migrations.schema_migrations`)
    ).rows)
      done.add(`version:${row.version}`);
  return readMigrations()
    .map((m) => m.name)
    .filter((name) => !done.has(name) && !done.has(`version:${name.split("_")[0]}`));
}

/** The refusal a production server prints on a database that is behind its code. */
export function pendingMigrationsProblem(pending: string[]): string | null {
  if (pending.length === 0) return null;
  return (
    `The database at DATABASE_URL has ${pending.length} pending migration(s) (${pending.join(", ")}): ` +
    "run `npm run db:migrate` with the same DATABASE_URL (or `supabase db push`), then start the server again"
  );
}
