/**
 * The door for node scripts, Playwright specs and benchmarks into lib/backend/database.ts (the one module
 * that opens a database) and lib/backend/migrations.ts (the one migration runner), loaded through jiti with
 * the app's `@/` paths and `server-only` (a marker for Next's bundler) resolved as the app resolves them.
 */
import path from "node:path";
import { createJiti } from "jiti";

// The repository root, as npm scripts, jest and Playwright run (no import.meta: Playwright loads this as CommonJS).
const root = process.cwd();
export const jiti = createJiti(path.join(root, "scripts", "lib", "database.mjs"), {
  alias: { "@/": `${root}/`, "server-only": path.join(root, "scripts", "lib", "server-only.mjs") },
});

/** lib/backend/database.ts, loaded once. */
export function databaseModule() {
  return jiti.import(path.join(root, "lib", "backend", "database.ts"));
}

/** lib/backend/migrations.ts, loaded once. */
export function migrationsModule() {
  return jiti.import(path.join(root, "lib", "backend", "migrations.ts"));
}

/** Apply supabase/migrations to the PostgreSQL database at `url`; resolves to the files applied now. */
export async function migrateDatabase(url, options) {
  return (await databaseModule()).migratePostgres(url, options);
}

/** A PostgreSQL client on `url` ({ db, sql, close }), the pooler rule applied. */
export async function openPostgres(url, options) {
  return (await databaseModule()).openPostgres(url, options);
}

/** The migration files, in order ({ file, version, name, sql }). */
export async function readMigrations() {
  return (await migrationsModule()).readMigrations();
}
