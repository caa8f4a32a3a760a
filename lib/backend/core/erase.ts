import { AppError } from "../../errors/app-error.ts";
import { sha256Hex } from "../../security/sha256.ts";
import type { EraseResult } from "../../types/backend.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, type Db } from "./db.ts";
import { clock, type CoreDeps } from "./deps.ts";
import { smsConsentByHash } from "./opt-out.ts";

/**
 * Erase on request: one person's personal data leaves every table. Their
 * leads (the one asked for, and any other with the same email or number) keep
 * only their id, brand, dates and the SHA-256 of each contact point; the
 * consent ledger keeps its proof (disclosure text, version, hash, times) with
 * the number as its hash, so an opt-out still suppresses it; submissions,
 * notes, verifications, texts, throttles and used form tokens that name them go; outbox rows that name them
 * lose their address and body; audit rows keep who and when but not values
 * that named them. Then every text column of the schema is searched for the
 * email and the numbers: anything left undoes the whole erasure.
 */

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERASED_NAME = "Erased";

/** One column where a needle was found, and in how many rows. */
export interface PersonalDataHit {
  table: string;
  column: string;
  rows: number;
}

function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Every text, varchar, char, json and jsonb column of every table in the
 * schema (read from information_schema, so tables added later are searched
 * too) that holds any of the needles, case-insensitively.
 */
export async function findPersonalData(db: Db, needles: readonly string[]): Promise<PersonalDataHit[]> {
  const wanted = [...new Set(needles.map((n) => n.trim()).filter((n) => n.length >= 3))];
  if (wanted.length === 0) return [];
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
      order by c.table_name, c.column_name`,
  );
  const patterns = wanted.map(likePattern);
  const hits: PersonalDataHit[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const test = patterns.map((_, i) => `${quoteIdent(column)}::text ilike $${i + 1}`).join(" or ");
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${quoteIdent(table)} where ${test}`,
      patterns,
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) hits.push({ table, column, rows: n });
  }
  return hits;
}

function notFound(): AppError {
  return new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
}

const strings = (values: unknown[]): string[] => [
  ...new Set(values.filter((v): v is string => typeof v === "string" && v.trim() !== "")),
];

/** `col = any(list)` without array parameters (every driver binds these the same way). */
function anyOf(column: string, values: readonly string[], offset: number, lower = false): string {
  if (values.length === 0) return "false";
  const col = lower ? `lower(${column})` : column;
  return `${col} in (${values.map((_, i) => `$${offset + i + 1}`).join(", ")})`;
}

function likeAny(column: string, count: number, offset: number): string {
  if (count === 0) return "false";
  return Array.from({ length: count }, (_, i) => `${column} ilike $${offset + i + 1}`).join(" or ");
}

export async function eraseLead(deps: CoreDeps, leadId: string, actor: string): Promise<EraseResult> {
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "An erasure needs the name of who made it");
  if (!UUID.test(leadId)) throw notFound();
  const now = clock(deps);
  const at = now.toISOString();
  return inTransaction(deps.db, async (tx) => {
    const lead = (await tx.query<Row>(`select * from leads where id = $1 for update`, [leadId])).rows[0];
    if (!lead) throw notFound();
    if (lead.erased_at) {
      throw new AppError("DB_CONSTRAINT_VIOLATION", "This lead was already erased.", { status: 409, severity: "LOW" });
    }
    // The person: this lead's email and numbers, as typed on any of its submissions.
    const own = await tx.query<Row>(`select email, phone from lead_submissions where lead_id = $1`, [leadId]);
    const ownConsent = await tx.query<Row>(`select phone from consent_records where lead_id = $1`, [leadId]);
    const emails = strings([lead.email, ...own.rows.map((r) => r.email)]).map((e) => e.toLowerCase());
    const phones = strings([
      lead.phone,
      lead.sms_phone,
      ...own.rows.map((r) => r.phone),
      ...ownConsent.rows.map((r) => r.phone),
    ]);
    // Their other leads: the same email (any brand) or the same number.
    const related = await tx.query<Row>(
      `select * from leads where erased_at is null and (id = $1 or ${anyOf("email", emails, 1, true)}
         or ${anyOf("phone", phones, 1 + emails.length)} or ${anyOf("sms_phone", phones, 1 + emails.length)}) for update`,
      [leadId, ...emails, ...phones],
    );
    const ids = related.rows.map((r) => String(r.id));
    for (const r of related.rows) {
      emails.push(...strings([r.email]).map((e) => e.toLowerCase()));
      phones.push(...strings([r.phone, r.sms_phone]));
    }
    const allEmails = [...new Set(emails)];
    const allPhones = [...new Set(phones)];
    const needles = [...allEmails, ...allPhones];
    const likes = needles.map(likePattern);
    const idList = (offset: number) => anyOf("lead_id", ids, offset);
    // Leads merged into these keep their audit rows under their own ids: their notes are the person's too.
    const merged = await tx.query<{ from_id: string }>(
      `select from_id from lead_merges where ${anyOf("into_id", ids, 0)}`,
      ids,
    );
    const audited = [...ids, ...merged.rows.map((r) => String(r.from_id))];

    await tx.query(`delete from lead_submissions where ${idList(0)}`, ids);
    await tx.query(`delete from lead_notes where ${idList(0)}`, ids);
    await tx.query(`delete from lead_texts where ${anyOf("phone", allPhones, 0)}`, allPhones);
    // Replies (to our number or a program's) keep their time and any opt-out mark, not the number or the words.
    await tx.query(
      `update sms_replies set phone = null, body = '[erased]' where ${anyOf("phone", allPhones, 0)}`,
      allPhones,
    );
    await tx.query(
      `delete from verifications where ${anyOf("email", allEmails, 0, true)} or ${anyOf("phone", allPhones, allEmails.length)}`,
      [...allEmails, ...allPhones],
    );
    await tx.query(`delete from send_throttle where ${likeAny("key", likes.length, 0)}`, likes);
    await tx.query(`delete from rate_limits where ${likeAny("key", likes.length, 0)}`, likes);
    await tx.query(`delete from form_token_uses where ${likeAny("nonce", likes.length, 0)}`, likes);
    // Messages that named them: the record that something was sent stays, not to whom or what.
    await tx.query(
      `update outbox set "to" = case when ${likeAny(`"to"`, likes.length, 0)} then 'erased' else "to" end,
         subject = null, body = '[erased]', html = null, reply_to = null, last_response = null, last_error = null,
         status = case when status in ('pending', 'failed', 'sending') then 'unsent' else status end
       where ${likeAny(`"to"`, likes.length, 0)} or ${likeAny("subject", likes.length, 0)}
          or ${likeAny("body", likes.length, 0)} or ${likeAny("html", likes.length, 0)}
          or ${likeAny("reply_to", likes.length, 0)}`,
      likes,
    );
    // Notes' bodies (all about them) and any value that named them.
    await tx.query(
      `update audit_log set before = null, after = '{"erased": true}'::jsonb
        where (${anyOf("lead_id", audited, 0)} and action = 'lead.note')
           or ${likeAny("before::text", likes.length, audited.length)} or ${likeAny("after::text", likes.length, audited.length)}`,
      [...audited, ...likes],
    );
    // The consent proof stays, each number replaced by its SHA-256.
    await tx.query(
      `update consent_records set ip = null, user_agent = null, phone = null, erased_at = $1,
         phone_sha256 = coalesce(encode(sha256(convert_to(phone, 'UTF8')), 'hex'), phone_sha256)
       where erased_at is null and (${anyOf("lead_id::text", ids, 1)} or ${anyOf("phone", allPhones, 1 + ids.length)})`,
      [at, ...ids, ...allPhones],
    );
    for (const r of related.rows) {
      const phone = strings([r.sms_phone, r.phone])[0] ?? null;
      await tx.query(
        `update leads set name = $2, email = '', email_key = $3, phone = null, sms_phone = null, company = null,
           message = null, email_sha256 = $4, phone_sha256 = $5, erased_at = $6, erased_by = $7
         where id = $1`,
        [
          r.id,
          ERASED_NAME,
          `erased:${String(r.id)}`,
          sha256Hex(String(r.email).trim().toLowerCase()),
          phone ? sha256Hex(phone) : null,
          at,
          who,
        ],
      );
      await appendAudit(
        tx,
        { actor: who, action: "lead.erase", leadId: String(r.id), after: { erasedAt: at, requestedOn: leadId } },
        now,
      );
    }
    const left = await findPersonalData(tx, needles);
    if (left.length > 0) {
      const where = left.map((h) => `${h.table}.${h.column}`).join(", ");
      // Thrown inside the transaction: nothing is erased rather than part of it.
      throw new AppError("DB_TRANSACTION_FAILED", `Nothing was erased: personal data would remain in ${where}.`, {
        status: 500,
        severity: "HIGH",
      });
    }
    let smsStillSuppressed = false;
    for (const phone of allPhones) {
      if ((await smsConsentByHash(tx, sha256Hex(phone))).state === "opted-out") smsStillSuppressed = true;
    }
    return { erasedAt: at, erasedBy: who, leads: ids.length, smsStillSuppressed };
  });
}
