import { replyWordProblems } from "../../compliance/reply-words.ts";
import { AppError } from "../../errors/app-error.ts";
import type { HubId } from "../../hubs/registry.ts";
import type { LeadText, LeadThread, OutboxMessage } from "../types.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, iso, type Db } from "./db.ts";
import { clock, type CoreDeps } from "./deps.ts";
import { smsConsent } from "./opt-out.ts";
import { enqueue } from "./outbox.ts";
import { recipientContext } from "./recipient.ts";
import { repliesByProviderId } from "./replies.ts";
import { recordFirstResponse } from "./response-clock.ts";
import { DEFAULT_SMS_POLICY, smsDestinationProblem, takeSmsAllowanceIn } from "./sms-policy.ts";

/**
 * Two-way texting with a lead's number. Staff may text only a number that
 * confirmed SMS consent with its own YES and has not opted out since, within
 * the service's daily SMS budget, and never ask it for a reply word the
 * engine reads otherwise; each text goes through the outbox (its row carries
 * the delivery state) and is audited with its author. Outside the
 * recipient's hours (ours, the federal ones, their state's) or over their
 * state's cap it waits there, with the rule that holds it, and staff may
 * cancel it until then. Texts from the number and our automatic answers to
 * STOP/HELP join the same thread (lead-inbound.ts; those answers are never
 * held), and a reply the engine read as no keyword carries its kept reply's
 * id, for staff to mark as an opt-out.
 */

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A staff text: up to three SMS segments. */
export const TEXT_MAX_CHARS = 480;
// Control characters other than the newline, and lone surrogates.
const TEXT_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Why staff cannot text a number, as they read it. */
export const TEXT_REFUSALS = {
  noNumber: "Not sent: this lead has no phone number.",
  erased: "Not sent: this lead's personal data was erased.",
  optedOut: "Not sent: this number opted out of texts (it replied STOP).",
  noConsent: "Not sent: this number has not confirmed SMS consent (no reply YES from it).",
  budget: "Not sent: today's SMS budget is spent. Try again tomorrow or use email.",
} as const;

function notFound(): AppError {
  return new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
}

function refusal(message: string, status: 422 | 429 = 422, retryAfter?: number): AppError {
  return new AppError(status === 429 ? "SMS_RATE_LIMITED" : "VALIDATION_INVALID_VALUE", message, {
    status,
    severity: "LOW",
    fields: { body: message },
    retryAfter,
  });
}

/** Line ends as the newline alone, and no blank edges. */
export function normalizeText(body: string): string {
  return body.replace(/\r\n?/g, "\n").trim();
}

/** What is wrong with a normalized text, or null. */
export function textProblem(text: string): string | null {
  if (!text) return "Write a text";
  if ([...text].length > TEXT_MAX_CHARS) return `A text is at most ${TEXT_MAX_CHARS} characters`;
  if (TEXT_FORBIDDEN.test(text)) return "The text contains invalid characters";
  // "Reply CANCEL to cancel your visit" would end the person's texts when they answer.
  const asks = replyWordProblems(text)[0];
  if (asks) return `Not sent: ${asks.message}`;
  return null;
}

function toText(r: Row, now: Date): LeadText {
  const status = (r.delivery as OutboxMessage["status"]) ?? null;
  const held = status === "pending" && r.local_zone && r.not_before && new Date(iso(r.not_before)) > now;
  return {
    id: String(r.id),
    direction: r.direction as LeadText["direction"],
    body: String(r.body),
    author: (r.author as string) ?? null,
    at: iso(r.created_at),
    status,
    scheduledFor: held ? iso(r.not_before) : null,
    timeZone: held ? String(r.local_zone) : null,
    heldBy: held ? ((r.held_by as string) ?? null) : null,
  };
}

/** The number a lead is texted at: the one its SMS opt-in was given for, else its latest. */
function leadNumber(lead: Row): string | null {
  return ((lead.sms_phone ?? lead.phone ?? null) as string | null) || null;
}

/** The SMS budget already spent today: a peek, nothing taken. */
async function budgetSpent(db: Db, deps: CoreDeps, now: Date): Promise<boolean> {
  const policy = deps.smsPolicy ?? DEFAULT_SMS_POLICY;
  const { rows } = await db.query<{ count: number; reset_at: string | number }>(
    `select count, reset_at from rate_limits where key = $1`,
    [`sms:day:${now.toISOString().slice(0, 10)}`],
  );
  const row = rows[0];
  return Boolean(row && Number(row.reset_at) > now.getTime() && Number(row.count) >= policy.dailyLimit);
}

/** Why a text to this lead would be refused now, or null: checked again when one is sent. */
async function refusalFor(db: Db, deps: CoreDeps, lead: Row, now: Date): Promise<string | null> {
  if (lead.erased_at) return TEXT_REFUSALS.erased;
  const phone = leadNumber(lead);
  if (!phone) return TEXT_REFUSALS.noNumber;
  const consent = (await smsConsent(db, phone)).state;
  if (consent === "opted-out") return TEXT_REFUSALS.optedOut;
  if (consent !== "confirmed") return TEXT_REFUSALS.noConsent;
  const destination = smsDestinationProblem(phone, deps.smsPolicy ?? DEFAULT_SMS_POLICY, "body");
  if (destination) return `Not sent: ${destination.message}`;
  if (await budgetSpent(db, deps, now)) return TEXT_REFUSALS.budget;
  return null;
}

const THREAD_SQL = `select t.*, o.status as delivery, o.next_attempt_at as not_before, o.local_zone, o.held_by
  from lead_texts t left join outbox o on o.id = t.outbox_id
  where t.phone = $1 order by t.created_at, t.id`;

/** A lead's texts, oldest first, and whether staff may text it now. */
export async function leadThread(deps: CoreDeps, leadId: string): Promise<LeadThread> {
  if (!UUID.test(leadId)) throw notFound();
  const lead = (await deps.db.query<Row>(`select * from leads where id = $1`, [leadId])).rows[0];
  if (!lead) throw notFound();
  const phone = leadNumber(lead);
  const now = clock(deps);
  const reason = await refusalFor(deps.db, deps, lead, now);
  const rows = phone ? (await deps.db.query<Row>(THREAD_SQL, [phone])).rows : [];
  // A text the engine read as no keyword is kept as a reply too: staff may mark it as an opt-out.
  const sids = rows.filter((r) => r.direction === "in" && r.provider_id).map((r) => String(r.provider_id));
  const replies = await repliesByProviderId(deps.db, sids);
  const texts = rows.map((r) => {
    const text = toText(r, now);
    const reply = r.direction === "in" && r.provider_id ? replies.get(String(r.provider_id)) : undefined;
    return reply
      ? { ...text, replyId: reply.id, optOutMarkedBy: reply.optOutMarkedBy, optOutMarkedAt: reply.optOutMarkedAt }
      : text;
  });
  return { phone, canSend: reason === null, reason, texts };
}

/**
 * Send a staff text to the lead's number, or throw why not (nothing is
 * queued then). The consent check, the budget, the outbox row, the thread row
 * and the audit row commit together.
 */
export async function sendLeadText(deps: CoreDeps, leadId: string, body: string, actor: string): Promise<LeadText> {
  const text = normalizeText(body);
  const problem = textProblem(text);
  if (problem) throw refusal(problem);
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "A text needs the name of who sent it");
  if (!UUID.test(leadId)) throw notFound();
  const now = clock(deps);
  let refused: AppError | null = null;
  const sent = await inTransaction(deps.db, async (tx) => {
    const lead = (await tx.query<Row>(`select * from leads where id = $1 for update`, [leadId])).rows[0];
    if (!lead) throw notFound();
    const reason = await refusalFor(tx, deps, lead, now);
    if (reason) throw refusal(reason);
    const phone = leadNumber(lead)!;
    const allowance = await takeSmsAllowanceIn(tx, deps, phone, now, "body");
    if (allowance) {
      // Kept outside so the budget's one staff alert commits with the refusal.
      refused =
        allowance.status === 429 && allowance.message.includes("today")
          ? refusal(TEXT_REFUSALS.budget, 429, allowance.retryAfter)
          : refusal(`Not sent: ${allowance.message}`, allowance.status === 429 ? 429 : 422, allowance.retryAfter);
      return null;
    }
    // Outside the recipient's window (ours, the federal one, their state's), or over their state's cap, it waits.
    const recipient = deps.sendWindow ? await recipientContext(tx, phone, now) : null;
    const window = deps.sendWindow
      ? await deps.sendWindow(phone, now, { ...recipient, state: (lead.state as string | null) ?? recipient?.state })
      : null;
    const held = window !== null && window.at > now;
    const heldBy = held ? (window.heldBy ?? null) : null;
    const outboxId = await enqueue(
      tx,
      {
        channel: "sms",
        to: phone,
        subject: null,
        body: text,
        kind: "notification",
        hubId: lead.hub_id as HubId,
        quietHours: window !== null,
        notBefore: held ? window.at : null,
        localZone: held ? window.timeZone : null,
        heldBy,
      },
      now,
    );
    const inserted = await tx.query<Row>(
      `insert into lead_texts (phone, direction, body, author, outbox_id, created_at)
       values ($1, 'out', $2, $3, $4, $5)
       returning *, 'pending' as delivery, $6::timestamptz as not_before, $7::text as local_zone, $8::text as held_by`,
      [
        phone,
        text,
        who,
        outboxId,
        now.toISOString(),
        held ? window.at.toISOString() : null,
        held ? window.timeZone : null,
        heldBy,
      ],
    );
    const row = toText(inserted.rows[0], now);
    await appendAudit(
      tx,
      { actor: who, action: "lead.text", leadId, subject: row.id, after: { direction: "out", outboxId } },
      now,
    );
    await recordFirstResponse(tx, leadId, "text", now, deps.responseClock);
    return row;
  });
  if (refused) throw refused;
  return sent!;
}

/**
 * Cancel a staff text that has not gone yet (held for quiet hours, or still
 * queued): its outbox row is marked cancelled, so no worker ever claims it,
 * and the cancellation is audited. A text already being sent is a 409.
 */
export async function cancelLeadText(deps: CoreDeps, leadId: string, textId: string, actor: string): Promise<LeadText> {
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "A change needs the name of who made it");
  if (!UUID.test(leadId) || !UUID.test(textId)) throw notFound();
  const now = clock(deps);
  return inTransaction(deps.db, async (tx) => {
    const lead = (await tx.query<Row>(`select * from leads where id = $1`, [leadId])).rows[0];
    if (!lead) throw notFound();
    const text = (
      await tx.query<Row>(
        `select * from lead_texts where id = $1 and direction = 'out' and outbox_id is not null and phone in ($2, $3)`,
        [textId, lead.sms_phone ?? null, lead.phone ?? null],
      )
    ).rows[0];
    if (!text) throw new AppError("LEAD_NOT_FOUND", "Text not found", { severity: "LOW" });
    const cancelled = await tx.query(
      `update outbox set status = 'cancelled', last_error = $2, next_attempt_at = $3
       where id = $1 and status = 'pending' returning id`,
      [text.outbox_id, `cancelled by ${who}`.slice(0, 500), now.toISOString()],
    );
    if (cancelled.rows.length === 0) {
      throw new AppError("DB_CONSTRAINT_VIOLATION", "Too late to cancel: this text is already being sent.", {
        status: 409,
        severity: "LOW",
      });
    }
    await appendAudit(
      tx,
      {
        actor: who,
        action: "lead.text",
        leadId,
        subject: textId,
        before: { status: "pending" },
        after: { direction: "out", outboxId: String(text.outbox_id), status: "cancelled" },
      },
      now,
    );
    return toText({ ...text, delivery: "cancelled" }, now);
  });
}
