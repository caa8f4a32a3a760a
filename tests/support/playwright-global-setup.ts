import { databaseModule, migrateDatabase } from "../../scripts/lib/database.mjs";
import { ensureDataDirSnapshot } from "./pglite-snapshot.mjs";
import { startRunPostgres } from "./postgres-template.mjs";

/**
 * Once per Playwright run, before the workers start (they inherit process.env): the run's PostgreSQL server
 * with its migrated template, from which each spec that needs PostgreSQL copies a database of its own
 * (tests/support/postgres-template.mjs), and the migrated embedded database every started site is seeded with.
 * Answers the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureDataDirSnapshot(async (dir: string) => (await databaseModule()).openPglite(dir));
  const server = await startRunPostgres((url) => migrateDatabase(url));
  return () => server.stop();
}
