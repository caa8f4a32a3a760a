import { AppError } from "@/lib/errors/app-error";
import { appendAudit } from "@/lib/backend/core/audit";
import { inTransaction, iso, type Db } from "@/lib/backend/core/db";
import { foldSmsConsent } from "@/lib/consent/sms-state";
import { sha256Hex } from "@/lib/security/sha256";

/**
 * A program's subscribers, folded from its consent ledger rows: one per
 * number, with its state, when it asked, confirmed or stopped, and its age
 * affirmation. A subscriber is named in links by its number's SHA-256, so no
 * number appears in an address.
 */

export type SubscriberStatus = "pending" | "confirmed" | "opted_out";

export interface Subscriber {
  /** SHA-256 of the number: the subscriber's id in links. */
  id: string;
  /** +E.164, or null once erased. */
  phone: string | null;
  status: SubscriberStatus;
  requestedAt: string | null;
  confirmedAt: string | null;
  optedOutAt: string | null;
  ageAffirmation: string | null;
  erased: boolean;
}

export interface LedgerEvent {
  id: string;
  at: string;
  granted: boolean;
  step: string | null;
  text: string;
  version: string;
  sha256: string;
  pageUrl: string;
  ip: string | null;
  userAgent: string | null;
  ageAffirmation: string | null;
  hubId: string;
}

type Row = Record<string, unknown>;

function toEvent(r: Row): LedgerEvent {
  return {
    id: String(r.id),
    at: iso(r.created_at),
    granted: Boolean(r.granted),
    step: (r.step as string) ?? null,
    text: String(r.text),
    version: String(r.version),
    sha256: String(r.sha256),
    pageUrl: String(r.page_url),
    ip: (r.ip as string) ?? null,
    userAgent: (r.user_agent as string) ?? null,
    ageAffirmation: (r.age_affirmation as string) ?? null,
    hubId: String(r.hub_id),
  };
}

function subscriberOf(id: string, phone: string | null, events: LedgerEvent[]): Subscriber {
  const folded = foldSmsConsent(events.map((e) => ({ granted: e.granted, step: e.step, version: e.version })));
  const last = (test: (e: LedgerEvent) => boolean) => events.filter(test).at(-1)?.at ?? null;
  return {
    id,
    phone,
    status: folded.state === "confirmed" ? "confirmed" : folded.state === "opted-out" ? "opted_out" : "pending",
    requestedAt: last((e) => e.step === "requested"),
    confirmedAt: last((e) => e.granted && e.step === "confirmed"),
    optedOutAt: last((e) => !e.granted),
    ageAffirmation: events.filter((e) => e.ageAffirmation).at(-1)?.ageAffirmation ?? null,
    erased: phone === null,
  };
}

/** Every subscriber of a program, newest request first. */
export async function listSubscribers(db: Db, programId: string): Promise<Subscriber[]> {
  const { rows } = await db.query<Row>(
    `select *, coalesce(phone_sha256, encode(sha256(convert_to(phone, 'UTF8')), 'hex')) as key
       from consent_records where program_id = $1 and channel = 'sms' order by created_at, id`,
    [programId],
  );
  const byKey = new Map<string, { phone: string | null; events: LedgerEvent[] }>();
  for (const r of rows) {
    const key = String(r.key);
    const entry = byKey.get(key) ?? { phone: null, events: [] };
    if (r.phone) entry.phone = String(r.phone);
    entry.events.push(toEvent(r));
    byKey.set(key, entry);
  }
  return [...byKey.entries()]
    .map(([key, { phone, events }]) => subscriberOf(key, phone, events))
    .sort((a, b) => (b.requestedAt ?? "").localeCompare(a.requestedAt ?? ""));
}

export function subscriberCounts(list: readonly Subscriber[]): Record<SubscriberStatus, number> {
  const counts = { pending: 0, confirmed: 0, opted_out: 0 };
  for (const s of list) counts[s.status] += 1;
  return counts;
}

/** One subscriber's ledger rows, oldest first: the proof of consent. */
export async function subscriberLedger(
  db: Db,
  programId: string,
  id: string,
): Promise<{ subscriber: Subscriber; events: LedgerEvent[] } | null> {
  if (!/^[0-9a-f]{64}$/.test(id)) return null;
  const { rows } = await db.query<Row>(
    `select * from consent_records where program_id = $1 and channel = 'sms'
        and coalesce(phone_sha256, encode(sha256(convert_to(phone, 'UTF8')), 'hex')) = $2 order by created_at, id`,
    [programId, id],
  );
  if (rows.length === 0) return null;
  const events = rows.map(toEvent);
  const phone = (rows.find((r) => r.phone)?.phone as string | undefined) ?? null;
  return { subscriber: subscriberOf(id, phone, events), events };
}

const csvCell = (value: string | null) => {
  const v = value ?? "";
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(v) && !/^\+\d+$/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The subscribers as CSV: number, status, times, age affirmation and the link to the proof. */
export function subscribersCsv(list: readonly Subscriber[], proofUrl: (id: string) => string): string {
  const header = ["phone", "status", "requested_at", "confirmed_at", "opted_out_at", "age_affirmation", "proof_url"];
  const lines = list.map((s) =>
    [s.phone ?? "erased", s.status, s.requestedAt, s.confirmedAt, s.optedOutAt, s.ageAffirmation, proofUrl(s.id)]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

/**
 * Erase on request: the ledger keeps its proof with the number as its
 * SHA-256 (an opt-out still holds), the IP and user agent go, and texts to
 * the number lose their address and body. Audited with its author.
 */
export async function eraseSubscriber(
  db: Db,
  program: { id: string; slug: string },
  id: string,
  actor: string,
  now = new Date(),
): Promise<{ erasedAt: string }> {
  return inTransaction(db, async (tx) => {
    const found = await subscriberLedger(tx, program.id, id);
    if (!found) throw new AppError("API_NOT_FOUND", "Subscriber not found", { status: 404, severity: "LOW" });
    if (!found.subscriber.phone)
      throw new AppError("DB_CONSTRAINT_VIOLATION", "This subscriber was already erased.", {
        status: 409,
        severity: "LOW",
      });
    const phone = found.subscriber.phone;
    const at = now.toISOString();
    await tx.query(
      `update consent_records set ip = null, user_agent = null, phone = null, erased_at = $1,
         phone_sha256 = encode(sha256(convert_to(phone, 'UTF8')), 'hex')
       where erased_at is null and phone = $2 and program_id = $3`,
      [at, phone, program.id],
    );
    await tx.query(
      `update outbox set "to" = 'erased', body = '[erased]', last_response = null, last_error = null,
         status = case when status in ('pending', 'failed', 'sending') then 'unsent' else status end
       where "to" = $1 and program_id = $2`,
      [phone, program.id],
    );
    await tx.query(`delete from rate_limits where key like $1`, [`%${phone}%`]);
    await appendAudit(
      tx,
      {
        actor,
        action: "program.subscriber_erase",
        subject: program.slug,
        after: { subscriber: sha256Hex(phone), erasedAt: at },
      },
      now,
    );
    return { erasedAt: at };
  });
}
