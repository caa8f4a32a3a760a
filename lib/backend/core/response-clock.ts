import { DEFAULT_RESPONSE_CLOCK, type ResponseClock } from "../../config/staff-hours.ts";
import { sourceMedium } from "../../attribution/rules.ts";
import { TOUCH_FIELDS, type Touch } from "../../attribution/types.ts";
import { HUBS, type HubId } from "../../hubs/registry.ts";
import { responseEscalationEmail, responseReminderEmail, type WaitingLead } from "../templates/response-clock.ts";
import { inTransaction, iso, type Db } from "./db.ts";
import { clock, type CoreDeps } from "./deps.ts";
import { enqueue } from "./outbox.ts";
import { staffTimeBetween } from "./staff-time.ts";

/**
 * The first-response clock. A lead's first response is the first text or
 * email staff send it, or its first move out of "new"; it is recorded once
 * (the lead's column, and one row in lead_responses with the staff-hours time
 * it waited, its owner and its source, which the dashboard's medians read).
 * A lead past its target reminds its owner once; past twice the target the
 * sales inbox hears once. Each is marked in the transaction that queues it.
 */

type Row = Record<string, unknown>;

export type ResponseHow = "text" | "email" | "status";

/** Reminders or escalations handled per run; the next run takes the rest. */
const BATCH = 50;

/** The source of a lead's first touch ("google", "direct"…), as the lead-sources report names it. */
async function leadSource(tx: Db, leadId: string): Promise<string> {
  const { rows } = await tx.query<Row>(
    `select ${TOUCH_FIELDS.join(", ")} from lead_attribution where lead_id = $1 and touch = 'first'
      order by created_at, id limit 1`,
    [leadId],
  );
  const row = rows[0];
  if (!row) return sourceMedium(null).source;
  const touch = Object.fromEntries(
    TOUCH_FIELDS.map((f) => [f, row[f] === null || row[f] === undefined ? null : String(row[f])]),
  ) as Touch;
  return sourceMedium(touch).source.slice(0, 253);
}

/**
 * Record the lead's first response at `now`, inside the caller's transaction;
 * a lead already answered (or without a clock) records nothing. Answers
 * whether this was the first.
 */
export async function recordFirstResponse(
  tx: Db,
  leadId: string,
  how: ResponseHow,
  now: Date,
  responseClock: ResponseClock = DEFAULT_RESPONSE_CLOCK,
): Promise<boolean> {
  const { rows } = await tx.query<Row>(
    `update leads set first_response_at = $2 where id = $1 and first_response_at is null
     returning created_at, assigned_to, hub_id, respond_by`,
    [leadId, now.toISOString()],
  );
  const lead = rows[0];
  if (!lead) return false;
  // A lead from before the clock has no target and counts in no median.
  if (!lead.respond_by) return true;
  const waited = staffTimeBetween(new Date(iso(lead.created_at)), now, responseClock.hours, responseClock.timeZone);
  await tx.query(
    `insert into lead_responses (lead_id, responded_at, how, owner, source, hub_id, staff_seconds)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (lead_id) do nothing`,
    [
      leadId,
      now.toISOString(),
      how,
      (lead.assigned_to as string | null) ?? null,
      await leadSource(tx, leadId),
      lead.hub_id,
      Math.floor(waited / 1000),
    ],
  );
  return true;
}

/** Where a lead stands on the clock at `now`: answered (and how long it took), waiting, or no clock at all. */
export type LeadWait =
  | { state: "none" }
  | { state: "answered"; minutes: number }
  | { state: "waiting"; minutes: number; overdue: boolean; escalated: boolean; since: string };

/** Past this many days of waiting the minutes are not counted: the lead reads "overdue since" its target. */
const COUNTED_DAYS = 14;

/** The lead's wait in staff-hours minutes, as the list and its page show it. */
export function leadWait(
  lead: { createdAt: string; respondBy?: string | null; escalateBy?: string | null; firstResponseAt?: string | null },
  now: Date,
  responseClock: ResponseClock = DEFAULT_RESPONSE_CLOCK,
): LeadWait {
  if (!lead.respondBy) return { state: "none" };
  const created = new Date(lead.createdAt);
  const end = lead.firstResponseAt ? new Date(lead.firstResponseAt) : now;
  const counted =
    end.getTime() - created.getTime() > COUNTED_DAYS * 86_400_000
      ? null
      : Math.floor(staffTimeBetween(created, end, responseClock.hours, responseClock.timeZone) / 60_000);
  if (lead.firstResponseAt) return { state: "answered", minutes: counted ?? -1 };
  return {
    state: "waiting",
    minutes: counted ?? -1,
    overdue: now >= new Date(lead.respondBy),
    escalated: Boolean(lead.escalateBy && now >= new Date(lead.escalateBy)),
    since: lead.respondBy,
  };
}

function toWaiting(r: Row, now: Date, responseClock: ResponseClock): WaitingLead {
  return {
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    phone: (r.phone as string) ?? null,
    company: (r.company as string) ?? null,
    createdAt: iso(r.created_at),
    waitedMinutes: Math.floor(
      staffTimeBetween(new Date(iso(r.created_at)), now, responseClock.hours, responseClock.timeZone) / 60_000,
    ),
    owner: (r.assigned_to as string) ?? null,
  };
}

/**
 * One pass of the clock: mark up to a batch of leads past their target as
 * reminded, and queue one email to each owner; the same past twice the target
 * to the sales inbox. Rows another server is handling are skipped (it marks
 * them), so however many servers run this, each lead is reminded and
 * escalated once.
 */
export async function sendResponseReminders(
  deps: CoreDeps,
  origin: string,
): Promise<{ reminded: number; escalated: number }> {
  const now = clock(deps);
  const responseClock = deps.responseClock ?? DEFAULT_RESPONSE_CLOCK;
  const inbox = deps.salesInbox ?? "sales@marquetext.com";
  const pass = (kind: "remind" | "escalate") =>
    inTransaction(deps.db, async (tx) => {
      const [due, mark] = kind === "remind" ? ["respond_by", "reminded_at"] : ["escalate_by", "escalated_at"];
      const { rows } = await tx.query<Row>(
        `select id, name, email, phone, company, created_at, assigned_to, hub_id from leads
          where first_response_at is null and ${mark} is null and ${due} is not null and erased_at is null
            and ${due} <= $1
          order by ${due} limit ${BATCH} for update skip locked`,
        [now.toISOString()],
      );
      for (const row of rows) {
        await tx.query(`update leads set ${mark} = $2 where id = $1`, [row.id, now.toISOString()]);
        const lead = toWaiting(row, now, responseClock);
        const to = kind === "remind" ? lead.owner : inbox;
        // A lead nobody owns has nobody to remind; the escalation still reaches the inbox.
        if (!to) continue;
        const hub = HUBS[row.hub_id as HubId] ?? HUBS.marque;
        const input = { lead, targetMinutes: responseClock.targetMinutes, origin };
        const content = kind === "remind" ? responseReminderEmail(hub, input) : responseEscalationEmail(hub, input);
        await enqueue(
          tx,
          {
            channel: "email",
            to,
            subject: content.subject,
            body: content.text,
            html: content.html,
            kind: "notification",
            hubId: hub.id,
          },
          now,
        );
      }
      return rows.length;
    });
  return { reminded: await pass("remind"), escalated: await pass("escalate") };
}
