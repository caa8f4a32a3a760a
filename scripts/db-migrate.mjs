#!/usr/bin/env node
// npm run db:migrate — apply supabase/migrations to DATABASE_URL with the one runner (lib/backend/migrations.ts),
// recorded in Supabase's own ledger, so `supabase db push` and this command agree on what is applied.
import { loadProjectEnv } from "./lib/load-env.mjs";
import { migrateDatabase } from "./lib/database.mjs";

loadProjectEnv();

const url = process.env.DATABASE_URL || process.env.SUPABASE_DB_URL;
if (!url) {
  console.error("db:migrate: DATABASE_URL is not set");
  process.exit(1);
}
try {
  const applied = await migrateDatabase(url, { prepare: process.env.DATABASE_PREPARE !== "false" });
  console.log(applied.length ? `db:migrate: applied ${applied.join(", ")}` : "db:migrate: up to date");
} catch (error) {
  console.error(`db:migrate: failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
