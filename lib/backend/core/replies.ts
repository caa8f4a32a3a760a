import { AppError } from "../../errors/app-error.ts";
import type { HubId } from "../../hubs/registry.ts";
import { sha256Hex } from "../../security/sha256.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, iso, isoOrNull, type Db } from "./db.ts";
import { decodeCursor, readKeysetPage, type Keyset, type KeysetPage } from "./keyset.ts";

/**
 * Replies the engine did not read as a keyword (not STOP, HELP, YES, nor any
 * opt-out wording), to a client program's number or to ours: each is kept
 * with its time for staff to read, on the program's pages or in our inbox and
 * the lead's thread. Staff who read one as a request to stop mark it: the
 * opt-out goes in the consent ledger in their name, with an audit row. No
 * text goes after it: the one confirmation the FCC allows (47 CFR
 * 64.1200(a)(12)) is optional, and a mark made later than five minutes after
 * the reply may not send one at all.
 */

export interface SmsReply {
  id: string;
  programId: string | null;
  /** +E.164, or null once erased. */
  phone: string | null;
  body: string;
  receivedAt: string;
  optOutMarkedAt: string | null;
  optOutMarkedBy: string | null;
}

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The ledger's version for an opt-out staff recorded, the same as on the lead page. */
export const STAFF_MARKED_VERSION = "staff-opt-out";

function toReply(r: Row): SmsReply {
  return {
    id: String(r.id),
    programId: r.program_id ? String(r.program_id) : null,
    phone: (r.phone as string) ?? null,
    body: String(r.body),
    receivedAt: iso(r.received_at),
    optOutMarkedAt: isoOrNull(r.opt_out_marked_at),
    optOutMarkedBy: (r.opt_out_marked_by as string) ?? null,
  };
}

export interface IncomingReply {
  programId: string | null;
  phone: string;
  body: string;
  /** Twilio's MessageSid: a retry keeps nothing twice. */
  providerId: string | null;
  now: Date;
}

/** Keep a reply for staff; a retry of the same text keeps nothing twice. */
export async function keepReply(db: Db, reply: IncomingReply): Promise<void> {
  await db.query(
    `insert into sms_replies (program_id, phone, phone_sha256, body, provider_id, received_at)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [
      reply.programId,
      reply.phone,
      sha256Hex(reply.phone),
      reply.body.slice(0, 1600),
      reply.providerId,
      reply.now.toISOString(),
    ],
  );
}

const REPLY_ORDER: Keyset = {
  name: "replies",
  keys: [
    { expr: "received_at", desc: true, type: "timestamptz" },
    { expr: "id", desc: true, type: "uuid" },
  ],
};

/** One page of the replies to a program's number (or, with null, to ours), newest first, by keyset. */
export function listReplies(
  db: Db,
  programId: string | null,
  query: { cursor?: string; pageSize?: number } = {},
): Promise<KeysetPage<SmsReply>> {
  return readKeysetPage(db, {
    set: REPLY_ORDER,
    columns: "*",
    from: "sms_replies",
    where: [programId ? "program_id = $1" : "program_id is null"],
    params: programId ? [programId] : [],
    cursor: decodeCursor(REPLY_ORDER, query.cursor),
    pageSize: Math.min(100, Math.max(1, query.pageSize ?? 50)),
    map: toReply,
  });
}

/** Replies kept from these Twilio message ids (a lead's thread marks its own texts by them). */
export async function repliesByProviderId(db: Db, ids: readonly string[]): Promise<Map<string, SmsReply>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Row>(`select * from sms_replies where provider_id = any($1::text[])`, [
    `{${ids.map((id) => `"${id.replace(/["\\]/g, "")}"`).join(",")}}`,
  ]);
  return new Map(rows.map((r) => [String(r.provider_id), toReply(r)]));
}

/** The leads (not erased) with these numbers, by number: the inbox links each reply to its lead. */
export async function leadsByPhone(db: Db, phones: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(phones)].filter((p) => /^\+\d{6,15}$/.test(p));
  if (wanted.length === 0) return new Map();
  const list = `{${wanted.join(",")}}`;
  const { rows } = await db.query<{ id: string; phone: string | null; sms_phone: string | null }>(
    `select id, phone, sms_phone from leads where erased_at is null and (phone = any($1::text[]) or sms_phone = any($1::text[]))
      order by created_at`,
    [list],
  );
  const found = new Map<string, string>();
  for (const r of rows)
    for (const p of [r.sms_phone, r.phone]) if (p && wanted.includes(p) && !found.has(p)) found.set(p, String(r.id));
  return found;
}

export async function findReply(db: Db, id: string): Promise<SmsReply | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<Row>(`select * from sms_replies where id = $1`, [id]);
  return rows[0] ? toReply(rows[0]) : null;
}

export interface MarkOptOut {
  actor: string;
  ip: string;
  userAgent: string;
  hubId: HubId;
  /** Where staff marked it, kept as the ledger row's page. */
  pageUrl: string;
  now: Date;
}

/** The ledger text of a reply staff marked as an opt-out: the words, and who read them so. */
export function markedOptOutText(body: string, actor: string): string {
  return `The reply "${body.slice(0, 500)}" was read as a request to stop texts. Opt-out recorded by staff: ${actor}.`;
}

/**
 * Staff mark a kept reply as an opt-out: one ledger row for that program (or
 * our number), the reply marked with who and when, one audit row. A reply
 * already marked answers 409.
 */
export async function markReplyOptOut(db: Db, id: string, mark: MarkOptOut): Promise<SmsReply> {
  const who = mark.actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "A change needs the name of who made it");
  return inTransaction(db, async (tx) => {
    const found = UUID.test(id)
      ? (await tx.query<Row>(`select * from sms_replies where id = $1 for update`, [id])).rows[0]
      : null;
    if (!found) throw new AppError("API_NOT_FOUND", "Reply not found", { status: 404, severity: "LOW" });
    const reply = toReply(found);
    if (reply.optOutMarkedAt)
      throw new AppError("DB_CONSTRAINT_VIOLATION", `Already marked as an opt-out by ${reply.optOutMarkedBy}.`, {
        status: 409,
        severity: "LOW",
      });
    if (!reply.phone)
      throw new AppError("DB_CONSTRAINT_VIOLATION", "This number was erased on request.", {
        status: 409,
        severity: "LOW",
      });
    const text = markedOptOutText(reply.body, who);
    await tx.query(
      `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent,
                                    hub_id, phone, step, program_id)
       values (null, 'sms', false, $1, $2, $3, $4, $5, $6, $7, $8, $9, 'opted-out', $10)`,
      [
        text,
        STAFF_MARKED_VERSION,
        sha256Hex(text),
        mark.pageUrl,
        mark.now.toISOString(),
        mark.ip,
        mark.userAgent,
        mark.hubId,
        reply.phone,
        reply.programId,
      ],
    );
    const marked = await tx.query<Row>(
      `update sms_replies set opt_out_marked_at = $2, opt_out_marked_by = $3 where id = $1 returning *`,
      [id, mark.now.toISOString(), who],
    );
    await appendAudit(
      tx,
      {
        actor: who,
        action: "reply.opt_out",
        subject: id,
        after: { programId: reply.programId, phoneSha256: sha256Hex(reply.phone), granted: false },
      },
      mark.now,
    );
    return toReply(marked.rows[0]);
  });
}
