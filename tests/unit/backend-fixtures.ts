import { createHash } from "node:crypto";
import { createCores, type CoreDeps } from "@/lib/backend/core/index";
import { CURRENT_CONSENT_VERSION, disclosureText } from "@/lib/consent/disclosures";
import { HUBS } from "@/lib/hubs/registry";
import type { ContactSubmission, RequestContext } from "@/lib/types/backend";
import { AppError } from "@/lib/errors/app-error";
import type { TestDb } from "../support/test-database";

export const ctx: RequestContext = { ip: "203.0.113.7", userAgent: "jest", hub: "percymd" };

export type { TestDb } from "../support/test-database";

/**
 * One migrated database per test file (tests/support/test-database.ts): PGlite from the run's snapshot, or in
 * the "node-postgres" project (BACKEND_TEST_DB=postgres) a copy of the migrated template on the run's
 * PostgreSQL server. `withTestDb()` opens it, empties it before each test and closes it.
 */
export { withTestDb } from "../support/test-database";

export function cores(pg: Pick<TestDb, "db">, extra: Partial<CoreDeps> = {}) {
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

/** The AppError a call rejects with (any other outcome fails the test). */
export async function caught(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}
