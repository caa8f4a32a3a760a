/**
 * jest's global set-up and teardown, run once in the parent process before any worker starts (workers
 * inherit what is set here in process.env): the migrated PGlite snapshot for every project, and for the
 * projects that start processes the run's one PostgreSQL server with its migrated template. The projects
 * share this module, so a second project's set-up finds the server already up.
 */
import { databaseModule } from "../../scripts/lib/database.mjs";
import { ensureSnapshot } from "./pglite-snapshot.mjs";
import { startRunPostgres } from "./postgres-template.mjs";

let postgres = null;

/** The PGlite snapshot (the `unit` project's set-up). */
export async function setUpPglite() {
  // lib's database module is loaded only when the snapshot has to be made (after a new migration).
  process.env.MARQUE_PGLITE_SNAPSHOT ??= await ensureSnapshot(async (dir) => (await databaseModule()).openPglite(dir));
}

/** The snapshot and the run's PostgreSQL (the set-up of the projects that need a server). */
export async function setUpPostgres() {
  await setUpPglite();
  postgres ??= databaseModule().then((database) => startRunPostgres(database.migratePostgres));
  await postgres;
}

/** Stop the run's server; every project's teardown calls this after the last test, the first one stops it. */
export async function tearDown() {
  const running = postgres;
  postgres = null;
  await (await running)?.stop();
}
