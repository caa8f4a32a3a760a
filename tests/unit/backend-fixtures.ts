import { createHash } from "node:crypto";
import { createCores, type CoreDeps, type Db } from "@/lib/backend/core/index";
import { openPglite, pgliteDb, openPostgres } from "@/lib/backend/database";
import { postgresDb } from "@/lib/backend/core/db";
import { CURRENT_CONSENT_VERSION, disclosureText } from "@/lib/consent/disclosures";
import { HUBS } from "@/lib/hubs/registry";
import { startPostgres } from "../support/postgres-server.mjs";
import { migratePostgres } from "@/lib/backend/database";
import type { ContactSubmission, RequestContext } from "@/lib/backend/types";

export const ctx: RequestContext = { ip: "203.0.113.7", userAgent: "jest", hub: "percymd" };

/** What the backend tests need of a database: SQL for checks, exec for truncation, the Db port for the cores. */
export interface TestDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
  db: Db;
  /** Another connection to the same database, as a second server instance has (PGlite: the one process's own). */
  secondInstance(): { db: Db; close(): Promise<void> };
}

/**
 * One database per test file; tables are truncated between tests. The same
 * suite runs twice: on an in-memory PGlite, and (jest project
 * "node-postgres", BACKEND_TEST_DB=postgres) on a real PostgreSQL server
 * started in a temp folder, migrated by `npm run db:migrate`'s code, and
 * stopped afterwards.
 */
export async function memoryDb(): Promise<TestDb> {
  if (process.env.BACKEND_TEST_DB === "postgres") {
    const server = await startPostgres();
    await migratePostgres(server.url);
    const sql = openPostgres(server.url, { max: 4 }).sql;
    const db = postgresDb(sql);
    const others: { close(): Promise<void> }[] = [];
    return {
      query: (text, params) => db.query(text, params),
      exec: (text) => sql.unsafe(text),
      close: async () => {
        for (const other of others) await other.close();
        await sql.end({ timeout: 5 });
        await server.stop();
      },
      db,
      secondInstance: () => {
        const other = openPostgres(server.url, { max: 4 });
        const closing = { close: () => other.close() };
        others.push(closing);
        return { db: postgresDb(other.sql), close: closing.close };
      },
    };
  }
  const pg = await openPglite("memory://");
  return {
    query: (text, params) => pg.query(text, params),
    exec: (text) => pg.exec(text),
    close: () => pg.close(),
    db: pgliteDb(async () => pg),
    secondInstance: () => ({ db: pgliteDb(async () => pg), close: async () => {} }),
  };
}

export function cores(pg: TestDb, extra: Partial<CoreDeps> = {}) {
  return createCores({ db: pg.db, ...extra });
}

/** A clock the test moves by hand. */
export function manualClock(start = "2026-03-01T12:00:00.000Z") {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

/** The disclosure text the PercyMD form shows today (what the cores record for ctx's hub). */
export const shownText = (channel: "sms" | "email") => disclosureText(HUBS.percymd, channel, CURRENT_CONSENT_VERSION);

/** Consent evidence as a caller sends it; `text` is what the caller claims (the cores rebuild it). */
export function consent(channel: "sms" | "email", text = shownText(channel)) {
  return {
    channel,
    text,
    version: CURRENT_CONSENT_VERSION,
    sha256: createHash("sha256").update(text).digest("hex"),
    pageUrl: "https://percymd.com/contact",
  };
}

export function submission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+14155550123",
    company: "Engines Ltd",
    message: "Hello",
    platform_interest: "General inquiry",
    hub_id: 2,
    email_signup: true,
    sms_signup: true,
    consent: [consent("email"), consent("sms")],
    ...overrides,
  };
}

/**
 * A number of the person behind `key` (an email): one person, one number. Leads of different people must not
 * share the default number, or they are one record (a contact joins the open lead with its number).
 */
export function phoneOf(key: string): string {
  const n = [...createHash("sha256").update(key).digest()].slice(0, 4).reduce((a, b) => a * 256 + b, 0) % 10_000;
  return `+1415555${String(n).padStart(4, "0")}`;
}

/** The code in the newest outbox message to `to` (the test stands in for the phone or inbox). */
export async function lastCode(pg: Pick<TestDb, "query">, to: string): Promise<string> {
  const { rows } = await pg.query<{ body: string }>(
    `select body from outbox where "to" = $1 order by created_at desc, id desc limit 1`,
    [to],
  );
  const match = /\b(\d{6})\b/.exec(rows[0]?.body ?? "");
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1];
}
