/**
 * The database fixture of the jest tests: a migrated database of the file's own, on PGlite opened from the
 * run's snapshot, or (project "postgres", BACKEND_TEST_DB=postgres) on the run's PostgreSQL server as a copy
 * of its migrated template. Both come ready in well under a second of CPU; nothing is migrated per file.
 */
import type { PGlite } from "@electric-sql/pglite";
import type { Sql } from "postgres";
import { closeDatabase, embeddedPglite, openPglite, openPostgres, pgliteDb, truncateAll } from "@/lib/backend/database";
import { postgresDb, type Db } from "@/lib/backend/core/db";
import { serverEnv } from "@/lib/config/server-env";
import { ensureSnapshot, readSnapshot } from "./pglite-snapshot.mjs";
import { createTestDatabase, type TestDatabase } from "./postgres-template.mjs";

/** What the backend tests need of a database: SQL for checks, exec for truncation, the Db port for the cores. */
export interface TestDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
  db: Db;
  /** Another connection to the same database, as a second server instance has (PGlite: the one process's own). */
  secondInstance(): { db: Db; close(): Promise<void> };
}

/** The migrated snapshot's file: the global set-up's, or made here when a file runs without it. */
async function snapshotFile(): Promise<string> {
  return process.env.MARQUE_PGLITE_SNAPSHOT ?? ensureSnapshot((dir) => openPglite(dir));
}

/** An in-memory PGlite, migrated, opened from the snapshot. */
export async function snapshotPglite(): Promise<PGlite> {
  return openPglite("memory://", { loadDataDir: readSnapshot(await snapshotFile()) });
}

/** A PostgreSQL URL of this file's own, migrated (or empty), dropped by `drop()`. */
export { createTestDatabase };

/** This file's database: PGlite, or PostgreSQL in the "postgres" project (BACKEND_TEST_DB=postgres). */
export async function openTestDb(): Promise<TestDb> {
  if (process.env.BACKEND_TEST_DB === "postgres") {
    const database = await createTestDatabase();
    const { sql } = openPostgres(database.url, { max: 4 });
    const db = postgresDb(sql);
    const others: { close(): Promise<void> }[] = [];
    return {
      query: (text, params) => db.query(text, params),
      exec: (text) => sql.unsafe(text),
      close: async () => {
        for (const other of others) await other.close();
        await sql.end({ timeout: 5 });
        await database.drop();
      },
      db,
      secondInstance: () => {
        const other = openPostgres(database.url, { max: 4 });
        const closing = { close: () => other.close() };
        others.push(closing);
        return { db: postgresDb(other.sql), close: closing.close };
      },
    };
  }
  const pg = await snapshotPglite();
  return {
    query: (text, params) => pg.query(text, params),
    exec: (text) => pg.exec(text),
    close: () => pg.close(),
    db: pgliteDb(async () => pg),
    secondInstance: () => ({ db: pgliteDb(async () => pg), close: async () => {} }),
  };
}

/**
 * This file's database, opened before its first test and closed after its last; every table is emptied
 * before each test unless `truncate: false`. Usable at the top of the file: it answers once the tests run.
 */
export function withTestDb({ truncate = true }: { truncate?: boolean } = {}): TestDb {
  let open: TestDb | undefined;
  const current = () => {
    if (!open) throw new Error("withTestDb: the database opens in beforeAll; use it inside hooks and tests");
    return open;
  };
  beforeAll(async () => {
    open = await openTestDb();
  }, 60_000);
  afterAll(() => open?.close());
  if (truncate) beforeEach(() => truncateAll(current()));
  return {
    query: (text, params) => current().query(text, params),
    exec: (text) => current().exec(text),
    close: () => current().close(),
    get db() {
      return current().db;
    },
    secondInstance: () => current().secondInstance(),
  };
}

/**
 * Open the process's embedded database (what `database()` answers with DATA_DIR=memory://…) from the
 * snapshot. lib/backend/database.ts keeps that instance on globalThis.__pglite so that dev reloads share it;
 * putting ours there first is the one seam this needs. Throws if the store has moved, so the fixture
 * never silently falls back to migrating from empty.
 */
export async function openEmbeddedFromSnapshot(): Promise<PGlite> {
  await closeDatabase();
  const dataDir = serverEnv().DATA_DIR;
  if (!dataDir.startsWith("memory://"))
    throw new Error(`openEmbeddedFromSnapshot: DATA_DIR ${dataDir} is not memory://`);
  const ready = snapshotPglite();
  (globalThis as { __pglite?: { dataDir: string; ready: Promise<PGlite> } }).__pglite = { dataDir, ready };
  const pg = await embeddedPglite();
  if (pg !== (await ready))
    throw new Error("lib/backend/database.ts no longer keeps its PGlite on globalThis.__pglite: update this fixture");
  return pg;
}

/** One connection pool on a PostgreSQL database, as one server instance holds it. */
export interface Pool {
  readonly sql: Sql;
  readonly db: Db;
}

/**
 * `count` separate pools (of `max` connections each) on this file's own PostgreSQL database, as that many
 * server instances would hold: where SKIP LOCKED, advisory locks and separate connections are real. Opened
 * before the file's first test, every table emptied before each test, dropped after the last.
 */
export function withPostgresPools(count: number, { max = 4 }: { max?: number } = {}): Pool[] {
  let database: TestDatabase | undefined;
  const open: { sql: Sql; db: Db }[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < count; i++) {
      const { sql } = openPostgres(database.url, { max });
      open.push({ sql, db: postgresDb(sql) });
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map(({ sql }) => sql.end({ timeout: 5 })));
    await database?.drop();
  });
  beforeEach(() => truncateAll({ exec: (text) => open[0].sql.unsafe(text) }));
  return Array.from({ length: count }, (_, i) => ({
    get sql() {
      return open[i].sql;
    },
    get db() {
      return open[i].db;
    },
  }));
}
