import { AppError } from "../../errors/app-error.ts";
import { sha256Hex } from "../../security/sha256.ts";
import { LEAD_STATUSES, type Channel, type Lead, type LeadNote, type LeadStatus, type StaffRequest } from "../types.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, iso, type Db } from "./db.ts";
import { isCalendarDay, LEAD_COLUMNS, toLead } from "./lead-row.ts";
import { recordFirstResponse } from "./response-clock.ts";
import type { ResponseClock } from "../../config/staff-hours.ts";

/**
 * Staff work on a lead: its pipeline status, a follow-up day and notes. Each
 * change and its audit row commit together or not at all; a change to the
 * value already there records nothing.
 */

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A note's length in characters, as the database counts them. */
export const NOTE_MAX_CHARS = 2000;
// Control characters other than the newline, and lone surrogates.
const NOTE_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;

function notFound(): AppError {
  return new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
}

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_INVALID_VALUE", message, {
    status: 422,
    severity: "LOW",
    fields: { [field]: message },
  });
}

/** Who made the change: every audit row names someone. */
function actorName(actor: string): string {
  const name = actor.trim();
  if (!name || name.length > 255) throw new AppError("API_BAD_REQUEST", "A change needs the name of who made it");
  return name;
}

/** The lead's row, locked until the transaction ends, so two changes never record the same "before". */
async function lockedLead(tx: Db, leadId: string): Promise<Row> {
  if (!UUID.test(leadId)) throw notFound();
  const row = (await tx.query<Row>(`select ${LEAD_COLUMNS} from leads where id = $1 for update`, [leadId])).rows[0];
  if (!row) throw notFound();
  return row;
}

/** Move a lead in the pipeline; its first move out of "new" is its first response. */
export async function setLeadStatus(
  db: Db,
  leadId: string,
  status: LeadStatus,
  actor: string,
  now: Date = new Date(),
  responseClock?: ResponseClock,
): Promise<Lead> {
  if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw invalid("status", "Unknown status");
  const who = actorName(actor);
  return inTransaction(db, async (tx) => {
    const row = await lockedLead(tx, leadId);
    const before = String(row.status);
    if (before === status) return toLead(row);
    const updated = await tx.query<Row>(`update leads set status = $2 where id = $1 returning ${LEAD_COLUMNS}`, [
      leadId,
      status,
    ]);
    await appendAudit(
      tx,
      { actor: who, action: "lead.status", leadId, before: { status: before }, after: { status } },
      now,
    );
    if (before === "new" && (await recordFirstResponse(tx, leadId, "status", now, responseClock))) {
      return toLead({ ...updated.rows[0], first_response_at: now.toISOString() });
    }
    return toLead(updated.rows[0]);
  });
}

/** Set the day to follow up (YYYY-MM-DD), or clear it with null. */
export async function setFollowUp(
  db: Db,
  leadId: string,
  day: string | null,
  actor: string,
  now: Date = new Date(),
): Promise<Lead> {
  if (day !== null && !isCalendarDay(day)) throw invalid("followUpOn", "Use a date like 2026-12-01");
  const who = actorName(actor);
  return inTransaction(db, async (tx) => {
    const row = await lockedLead(tx, leadId);
    const before = toLead(row).followUpOn;
    if (before === day) return toLead(row);
    const updated = await tx.query<Row>(
      `update leads set follow_up_on = $2::date where id = $1 returning ${LEAD_COLUMNS}`,
      [leadId, day],
    );
    await appendAudit(
      tx,
      { actor: who, action: "lead.follow_up", leadId, before: { followUpOn: before }, after: { followUpOn: day } },
      now,
    );
    return toLead(updated.rows[0]);
  });
}

/** Line ends as the newline alone, and no blank edges. */
export function normalizeNote(body: string): string {
  return body.replace(/\r\n?/g, "\n").trim();
}

/** What is wrong with a normalized note, or null: 1 to 2,000 characters, no control characters but the newline. */
export function noteProblem(text: string): string | null {
  if (!text) return "Note is required";
  if ([...text].length > NOTE_MAX_CHARS) return "Note is too long";
  if (NOTE_FORBIDDEN.test(text)) return "Note contains invalid characters";
  return null;
}

function toNote(r: Row): LeadNote {
  return {
    id: String(r.id),
    leadId: String(r.lead_id),
    author: String(r.author),
    body: String(r.body),
    createdAt: iso(r.created_at),
  };
}

/** Append a note; notes are never edited (a correction is a new note). */
export async function addLeadNote(
  db: Db,
  leadId: string,
  body: string,
  actor: string,
  now: Date = new Date(),
): Promise<LeadNote> {
  const text = normalizeNote(body);
  const problem = noteProblem(text);
  if (problem) throw invalid("body", problem);
  const who = actorName(actor);
  return inTransaction(db, async (tx) => {
    await lockedLead(tx, leadId);
    const inserted = await tx.query<Row>(
      `insert into lead_notes (lead_id, author, body, created_at) values ($1, $2, $3, $4) returning *`,
      [leadId, who, text, now.toISOString()],
    );
    const note = toNote(inserted.rows[0]);
    await appendAudit(tx, { actor: who, action: "lead.note", leadId, subject: note.id, after: { body: text } }, now);
    return note;
  });
}

/** A lead's notes, oldest first. */
export async function leadNotes(db: Db, leadId: string): Promise<LeadNote[]> {
  if (!UUID.test(leadId)) return [];
  const { rows } = await db.query<Row>(`select * from lead_notes where lead_id = $1 order by created_at, id`, [leadId]);
  return rows.map(toNote);
}

/** The consent ledger's version for an opt-out that staff recorded at the person's request. */
export const STAFF_OPT_OUT_VERSION = "staff-opt-out";

/** The ledger text of a staff-recorded opt-out: what happened, and who recorded it. */
export function staffOptOutText(channel: Channel, actor: string): string {
  const what = channel === "sms" ? "text messages" : "marketing email";
  return `The person asked to receive no more ${what}. Opt-out recorded by staff: ${actor}.`;
}

/**
 * The person asked staff (by phone, in person, by letter) to stop: an opt-out
 * goes in the append-only consent ledger for the lead, with its text, hash,
 * the staff member's request and an audit row. SMS opt-outs are kept against
 * the lead's opted-in number, so no further SMS goes to it. A channel already
 * opted out records nothing.
 */
export async function recordStaffOptOut(
  db: Db,
  leadId: string,
  channel: Channel,
  actor: string,
  request: StaffRequest,
  now: Date = new Date(),
): Promise<{ recorded: boolean }> {
  if (channel !== "sms" && channel !== "email") throw invalid("channel", "Choose SMS or email");
  const who = actorName(actor);
  return inTransaction(db, async (tx) => {
    const lead = await lockedLead(tx, leadId);
    const phone = channel === "sms" ? ((lead.sms_phone ?? lead.phone ?? null) as string | null) : null;
    if (channel === "sms" && !phone) throw invalid("channel", "This lead has no phone number to opt out");
    const latest = await tx.query<{ granted: boolean }>(
      channel === "sms"
        ? `select granted from consent_records where channel = 'sms' and phone = $2 and program_id is null
             and (lead_id = $1 or lead_id is null) order by created_at desc, id desc limit 1`
        : `select granted from consent_records where channel = 'email' and lead_id = $1
             order by created_at desc, id desc limit 1`,
      channel === "sms" ? [leadId, phone] : [leadId],
    );
    if (latest.rows[0]?.granted === false) return { recorded: false };
    const text = staffOptOutText(channel, who);
    await tx.query(
      `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent, hub_id, phone)
       values ($1, $2, false, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        leadId,
        channel,
        text,
        STAFF_OPT_OUT_VERSION,
        sha256Hex(text),
        `/admin/leads/${leadId}`,
        now.toISOString(),
        request.ip,
        request.userAgent,
        lead.hub_id,
        phone,
      ],
    );
    await appendAudit(
      tx,
      {
        actor: who,
        action: "lead.opt_out",
        leadId,
        before: latest.rows[0] ?? null,
        after: { channel, granted: false },
      },
      now,
    );
    return { recorded: true };
  });
}
