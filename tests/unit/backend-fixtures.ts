import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { createCores, type CoreDeps } from "@/lib/backend/core/index";
import { openPglite, pgliteDb } from "@/lib/backend/embedded/pglite";
import type { ContactSubmission, RequestContext } from "@/lib/backend/types";

export const ctx: RequestContext = { ip: "203.0.113.7", userAgent: "jest", hub: "percymd" };

/** One in-memory PGlite per test file (initdb takes ~2 s); tables are truncated between tests. */
export async function memoryDb(): Promise<PGlite> {
  return openPglite("memory://");
}

export function cores(pg: PGlite, extra: Partial<CoreDeps> = {}) {
  return createCores({ db: pgliteDb(async () => pg), ...extra });
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

export function consent(channel: "sms" | "email", text = `I agree to receive ${channel} messages.`) {
  return { channel, text, version: "2026-01", sha256: createHash("sha256").update(text).digest("hex"), pageUrl: "https://percymd.com/contact" };
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

/** The code in the newest outbox message to `to` (the test stands in for the phone or inbox). */
export async function lastCode(pg: PGlite, to: string): Promise<string> {
  const { rows } = await pg.query<{ body: string }>(`select body from outbox where "to" = $1 order by created_at desc, id desc limit 1`, [to]);
  const match = /\b(\d{6})\b/.exec(rows[0]?.body ?? "");
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1];
}
