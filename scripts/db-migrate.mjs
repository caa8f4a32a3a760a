#!/usr/bin/env node
// npm run db:migrate — apply supabase/migrations to DATABASE_URL (see scripts/lib/migrate.mjs).
import { migrateDatabase, prepareFor } from "./lib/migrate.mjs";
import { loadProjectEnv } from "./lib/load-env.mjs";

loadProjectEnv();

const url = process.env.DATABASE_URL || process.env.SUPABASE_DB_URL;
if (!url) {
  console.error("db:migrate: DATABASE_URL is not set");
  process.exit(1);
}
try {
  const applied = await migrateDatabase(url, { prepare: prepareFor(url, process.env.DATABASE_PREPARE) });
  console.log(applied.length ? `db:migrate: applied ${applied.join(", ")}` : "db:migrate: up to date");
} catch (error) {
  console.error(`db:migrate: failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
