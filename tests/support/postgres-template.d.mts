import type { PostgresServer } from "./postgres-server.mjs";

export const TEMPLATE: string;

export interface TestDatabase {
  name: string;
  /** postgres://postgres@127.0.0.1:PORT/NAME */
  url: string;
  /** Drop the database, closing every connection still open to it. */
  drop(): Promise<void>;
}

export function startRunPostgres(migrate: (url: string) => Promise<unknown>): Promise<PostgresServer>;
export function createTestDatabase(options?: { migrated?: boolean; name?: string }): Promise<TestDatabase>;
