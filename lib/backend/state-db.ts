import "server-only";
import type { Db } from "./core/db";
import { embeddedDatabase } from "./embedded/index";
import { pgliteDb } from "./embedded/pglite";
import { postgresPoolDb } from "./postgres/pool";

/**
 * The database that holds state shared by every server instance (form-token
 * uses, admin sessions): Postgres on DATABASE_URL, else the embedded PGlite.
 */
export function stateDb(): Db {
  return postgresPoolDb() ?? pgliteDb(embeddedDatabase);
}
