import { AppError } from "@/lib/errors/app-error";
import { foldSmsConsent, isOptOutRow } from "@/lib/consent/sms-state";
import type { LedgerEvent, Subscriber, SubscriberStatus } from "@/lib/programs/subscribers";
import { sha256Hex } from "@/lib/security/sha256";
import { appendAudit } from "../core/audit.ts";
import { inTransaction, iso, type Db } from "../core/db.ts";
import { decodeCursor, readBatches, readKeysetPage, type Keyset, type KeysetPage } from "../core/keyset.ts";

/**
 * A program's subscribers, folded from its consent ledger rows: one per
 * number, with its state, when it asked, confirmed or stopped, and its age
 * affirmation. A subscriber is named in links by its number's SHA-256, so no
 * number appears in an address. The database keeps one row per subscriber
 * beside the ledger, folded by trigger in the ledger row's own transaction.
 */

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
  const folded = foldSmsConsent(events);
  const last = (test: (e: LedgerEvent) => boolean) => events.filter(test).at(-1)?.at ?? null;
  const status: SubscriberStatus =
    folded.state === "confirmed"
      ? "confirmed"
      : folded.state === "opted-out"
        ? "opted_out"
        : folded.state === "none" && folded.underAge
          ? "refused"
          : "pending";
  return {
    id,
    phone,
    status,
    requestedAt: last((e) => e.step === "requested"),
    confirmedAt: last((e) => e.granted && e.step === "confirmed"),
    optedOutAt: last(isOptOutRow),
    ageAffirmation: events.filter((e) => e.ageAffirmation).at(-1)?.ageAffirmation ?? null,
    erased: phone === null,
  };
}

const SUBSCRIBER_ORDER: Keyset = {
  name: "subscribers",
  keys: [
    { expr: "listed_at", desc: true, type: "timestamptz" },
    { expr: "key", desc: true, type: "hex64" },
  ],
};

const SUBSCRIBER_COLUMNS = "key, phone, status, requested_at, confirmed_at, opted_out_at, age_affirmation";

function toSubscriber(r: Row): Subscriber {
  const at = (v: unknown) => (v === null || v === undefined ? null : iso(v));
  return {
    id: String(r.key),
    phone: (r.phone as string) ?? null,
    status: r.status as SubscriberStatus,
    requestedAt: at(r.requested_at),
    confirmedAt: at(r.confirmed_at),
    optedOutAt: at(r.opted_out_at),
    ageAffirmation: (r.age_affirmation as string) ?? null,
    erased: r.phone === null || r.phone === undefined,
  };
}

function subscriberFilter(programId: string, status?: SubscriberStatus): { where: string[]; params: unknown[] } {
  return status
    ? { where: ["program_id = $1", "status = $2"], params: [programId, status] }
    : { where: ["program_id = $1"], params: [programId] };
}

/**
 * One page of a program's subscribers, newest request first, read from its
 * subscriber rows (kept from the ledger as it is written) by keyset.
 */
export async function listSubscribers(
  db: Db,
  programId: string,
  query: { status?: SubscriberStatus; cursor?: string; pageSize?: number } = {},
): Promise<KeysetPage<Subscriber>> {
  const { where, params } = subscriberFilter(programId, query.status);
  return readKeysetPage(db, {
    set: SUBSCRIBER_ORDER,
    columns: SUBSCRIBER_COLUMNS,
    from: "program_subscribers",
    where,
    params,
    cursor: decodeCursor(SUBSCRIBER_ORDER, query.cursor),
    pageSize: Math.min(100, Math.max(1, query.pageSize ?? 50)),
    map: toSubscriber,
  });
}

/** Every subscriber (of one status, or all), in the list's order, a batch at a time: the CSV export. */
export function subscriberBatches(
  db: Db,
  programId: string,
  status?: SubscriberStatus,
  batch = 1000,
): AsyncGenerator<Subscriber[]> {
  const { where, params } = subscriberFilter(programId, status);
  return readBatches(db, {
    set: SUBSCRIBER_ORDER,
    columns: SUBSCRIBER_COLUMNS,
    from: "program_subscribers",
    where,
    params,
    batch,
    map: toSubscriber,
  });
}

/** How many subscribers are in each state: the program's tally, kept with its subscriber rows. */
export async function subscriberCounts(db: Db, programId: string): Promise<Record<SubscriberStatus, number>> {
  const counts = { pending: 0, confirmed: 0, opted_out: 0, refused: 0 };
  const { rows } = await db.query<{ status: SubscriberStatus; n: number | string }>(
    `select status, n from program_subscriber_counts where program_id = $1`,
    [programId],
  );
  for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.n);
  return counts;
}

/** One subscriber's ledger rows, oldest first: the proof of consent, found by its key through the indexes. */
export async function subscriberLedger(
  db: Db,
  programId: string,
  id: string,
): Promise<{ subscriber: Subscriber; events: LedgerEvent[] } | null> {
  if (!/^[0-9a-f]{64}$/.test(id)) return null;
  const found = await db.query<{ phone: string | null }>(
    `select phone from program_subscribers where program_id = $1 and key = $2`,
    [programId, id],
  );
  if (found.rows.length === 0) return null;
  const { rows } = await db.query<Row>(
    `select * from consent_records where program_id = $1 and channel = 'sms'
        and (phone = $3 or phone_sha256 = $2)
        and coalesce(phone_sha256, encode(sha256(convert_to(phone, 'UTF8')), 'hex')) = $2 order by created_at, id`,
    [programId, id, found.rows[0].phone],
  );
  if (rows.length === 0) return null;
  const events = rows.map(toEvent);
  const phone = (rows.find((r) => r.phone)?.phone as string | undefined) ?? null;
  return { subscriber: subscriberOf(id, phone, events), events };
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
    await tx.query(`update sms_replies set phone = null, body = '[erased]' where phone = $1 and program_id = $2`, [
      phone,
      program.id,
    ]);
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
