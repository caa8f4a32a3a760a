import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres, { type Sql } from "postgres";
import { databaseUrl, serverEnv } from "@/lib/config/server-env";
import { databaseUnavailable, isConnectionError } from "@/lib/errors/database-unavailable";
import { logger } from "@/lib/log/logger";
import { postgresDb, type Db } from "./core/db.ts";
import { forgetNetworkData, removeOldOptInReports, removeOldVitals } from "./core/retention.ts";
import { lockDataDir, unlockDataDir } from "./embedded/data-dir-lock.ts";
import { migrate } from "./migrations.ts";

/**
 * The process's database, the one way into it: PostgreSQL on DATABASE_URL (any number of servers share it;
 * `npm run db:migrate` applies its schema), else PGlite under DATA_DIR (one process; migrated at open).
 * Cores, limits, sessions, form tokens, admin reads, the outbox worker, health and backups all take it from
 * here; nothing else opens a PGlite or a Postgres client.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Supabase's transaction pooler listens on 6543 and cannot hold named prepared statements. */
export function usesPreparedStatements(url: string, prepareSetting = true): boolean {
  if (!prepareSetting) return false;
  try {
    return new URL(url).port !== "6543";
  } catch {
    return true;
  }
}

/** Seconds to wait for a connection: a database that does not answer fails the request well within 5 s. */
export const CONNECT_TIMEOUT_S = 3;
/** Idle connections are closed after this many seconds, so few are left to find dead after a restart. */
const IDLE_TIMEOUT_S = 30;
/**
 * Seconds before a failed connection is tried again: growing to 1 s at most. The driver's own backoff grows
 * to 20 s, which held queued requests that long during an outage and delayed the recovery after it.
 */
export const reconnectBackoffS = (retries: number): number => Math.min(1, 0.1 * retries);

/** Connection failures become the site's 503 ("nothing was sent"); every other error passes as it is. */
async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionError(error) ? databaseUnavailable(error) : error;
  }
}

/** A Db whose connection failures are the site's 503: one place for every caller of PostgreSQL. */
function failingFast(db: Db): Db {
  return {
    query: (text, params) => orUnavailable(() => db.query(text, params)),
    exec: db.exec && ((text) => orUnavailable(() => db.exec!(text))),
    transaction: db.transaction && ((fn) => orUnavailable(() => db.transaction!(fn))),
  };
}

/**
 * A PostgreSQL client on `url` behind the Db port, with the pooler rule applied; `close` ends it. A database
 * that is down or unreachable fails each request fast (CONNECT_TIMEOUT_S) with the 503, and the pool
 * reconnects by itself on the next query once it is back.
 */
export function openPostgres(
  url: string,
  options: { max?: number; prepare?: boolean } = {},
): { db: Db; sql: Sql; close: () => Promise<void> } {
  const sql = postgres(url, {
    max: options.max ?? 4,
    prepare: usesPreparedStatements(url, options.prepare ?? true),
    connect_timeout: CONNECT_TIMEOUT_S,
    idle_timeout: IDLE_TIMEOUT_S,
    backoff: reconnectBackoffS,
    onnotice: () => {},
  });
  return { db: failingFast(postgresDb(sql)), sql, close: () => sql.end({ timeout: 5 }) };
}

function adapt(q: PGlite | Transaction): Db {
  return {
    query: <T>(sql: string, params?: unknown[]) => q.query<T>(sql, params),
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  };
}

/** PGlite behind the Db port. PGlite runs one statement or transaction at a time, so transactions serialize. */
export function pgliteDb(open: () => Promise<PGlite>): Db {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await open()).query<T>(sql, params),
    exec: async (sql: string) => {
      await (await open()).exec(sql);
    },
    transaction: async <R>(fn: (tx: Db) => Promise<R>) => (await open()).transaction((tx) => fn(adapt(tx))),
  };
}

/**
 * Open PGlite at `dataDir` ("memory://" for tests), locked to this process, creating the folder first, and
 * migrate; `loadDataDir` restores a dump (`npm run db:restore`), `migrate: false` leaves the schema as found
 * (`npm run db:backup`).
 */
export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Blob; migrate?: boolean } = {},
): Promise<PGlite> {
  const inMemory = dataDir.startsWith("memory://");
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir, "pglite");
  if (!inMemory) {
    lockDataDir(dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const pg = await PGlite.create(inMemory ? undefined : dir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  if (options.migrate !== false) await migrate(pgliteDb(async () => pg));
  return pg;
}

/** Apply the migrations to the PostgreSQL database at `url` (`npm run db:migrate`, tests). */
export async function migratePostgres(url: string, options: { prepare?: boolean } = {}): Promise<string[]> {
  const { db, close } = openPostgres(url, { max: 1, prepare: options.prepare });
  try {
    return await migrate(db);
  } finally {
    await close();
  }
}

/** The tables a test reset empties: what the site writes, not what the migrations seed. */
const TEST_RESET_TABLES = [
  "leads",
  "lead_submissions",
  "lead_notes",
  "consent_records",
  "verifications",
  "send_throttle",
  "outbox",
  "rate_limits",
  "form_token_uses",
  "admin_sessions",
  "staff_sign_in_codes",
  "audit_log",
  "delivery_alerts",
  "lead_texts",
  "follow_up_digests",
  "vital_samples",
  "inbound_messages",
  "staff",
  "lead_merges",
  "opt_in_reports",
];

/**
 * Test helper: empty every table the site writes (faster than a new instance: initdb takes ~2 s). Only the
 * tables that hold rows are truncated, in one statement with CASCADE: a TRUNCATE costs about 2-3 ms a table
 * even when it is empty (20-60 ms for all of them on PGlite), and tests run it before each test.
 */
export async function truncateAll(pg: { exec(sql: string): Promise<unknown> }): Promise<void> {
  // The consent ledger refuses TRUNCATE by trigger; replica mode skips triggers for this test reset only.
  await pg.exec(`do $$
    declare
      tbl text;
      holding text[] := '{}';
      has_rows boolean;
    begin
      foreach tbl in array array['${TEST_RESET_TABLES.join("', '")}'] loop
        execute format('select exists (select 1 from %I)', tbl) into has_rows;
        if has_rows then holding := holding || tbl; end if;
      end loop;
      if cardinality(holding) > 0 then
        set local session_replication_role = replica;
        execute 'truncate ' || array_to_string(holding, ', ') || ' cascade';
      end if;
    end $$`);
}

// One instance of each per process, kept on globalThis so that dev reloads of this module do not open the
// data directory or the pool a second time.
const store = globalThis as unknown as {
  __pglite?: { dataDir: string; ready: Promise<PGlite>; retention?: Retention };
  __postgresPool?: { url: string; sql: Sql; db: Db };
};

/** The embedded database's retention: `stop` ends the daily runs and resolves once the current one has settled. */
interface Retention {
  stop(): Promise<void>;
}

/**
 * IP addresses and user agents past the retention period are cleared, and old vitals and opt-in reports removed,
 * at open, then once a day. A run that a close cuts short is not a failure: the next open runs it again.
 */
function keepRetention(ready: Promise<PGlite>): Retention {
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    current = forgetNetworkData(pgliteDb(() => ready))
      .then(() => removeOldVitals(pgliteDb(() => ready)))
      .then(async () => {
        await removeOldOptInReports(pgliteDb(() => ready));
      })
      .catch((error) => {
        if (!stopped) logger.error("retention run failed", { code: "DB_QUERY_ERROR", error });
      });
  };
  ready.then(
    () => {
      if (stopped) return;
      run();
      timer = setInterval(run, DAY_MS).unref();
    },
    () => {},
  );
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      return current;
    },
  };
}

/** The process's PGlite under DATA_DIR (the embedded mode; `npm run db:backup` dumps it). */
export function embeddedPglite(): Promise<PGlite> {
  const dataDir = serverEnv().DATA_DIR;
  if (!store.__pglite || store.__pglite.dataDir !== dataDir) {
    const ready = openPglite(dataDir);
    const retention = dataDir.startsWith("memory://") ? undefined : keepRetention(ready);
    store.__pglite = { dataDir, ready, retention };
    ready.catch((error) => {
      logger.critical("embedded database failed to open", { code: "DB_CONNECTION_ERROR", error });
      if (store.__pglite?.ready === ready) store.__pglite = undefined;
    });
  }
  return store.__pglite.ready;
}

/** The process's pool on DATABASE_URL, or null when none is configured. */
function postgresPool(): Db | null {
  const url = databaseUrl();
  if (!url) return null;
  if (store.__postgresPool?.url !== url) {
    const env = serverEnv();
    const { sql, db } = openPostgres(url, { max: env.DATABASE_POOL_MAX, prepare: env.DATABASE_PREPARE });
    store.__postgresPool = { url, sql, db };
  }
  return store.__postgresPool.db;
}

/** Which database `database()` answers with. */
export function databaseKind(): "postgres" | "embedded" {
  return databaseUrl() ? "postgres" : "embedded";
}

/** The process's database: PostgreSQL on DATABASE_URL, else the embedded PGlite under DATA_DIR. */
export function database(): Db {
  return postgresPool() ?? pgliteDb(embeddedPglite);
}

/** Which opening of the process's database is current: each close starts the next, so holders of a Db reopen. */
let opening = 0;
export function databaseOpening(): number {
  return opening;
}

/** Close and forget the process's databases, releasing DATA_DIR (shutdown, tests). */
export async function closeDatabase(): Promise<void> {
  opening += 1;
  const pool = store.__postgresPool;
  const lite = store.__pglite;
  store.__postgresPool = undefined;
  store.__pglite = undefined;
  await pool?.sql.end({ timeout: 5 });
  if (!lite) return;
  // Closing cuts a retention run short; it settles before the close resolves, so nothing touches the closed database.
  const retentionSettled = lite.retention?.stop();
  try {
    await (await lite.ready).close();
  } catch {
    /* it never opened */
  }
  await retentionSettled;
  if (!lite.dataDir.startsWith("memory://")) unlockDataDir(lite.dataDir);
}
