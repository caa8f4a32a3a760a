import type { Sql } from "postgres";
import type { Db } from "../../lib/backend/core/db.ts";
import type { Migration } from "../../lib/backend/migrations.ts";
export function databaseModule(): Promise<typeof import("../../lib/backend/database.ts")>;
export function migrationsModule(): Promise<typeof import("../../lib/backend/migrations.ts")>;
export function migrateDatabase(url: string, options?: { prepare?: boolean }): Promise<string[]>;
export function openPostgres(
  url: string,
  options?: { max?: number; prepare?: boolean },
): Promise<{ db: Db; sql: Sql; close: () => Promise<void> }>;
export function readMigrations(): Promise<Migration[]>;
