import { AppError } from "../../errors/app-error.ts";
import { HUBS, type HubId } from "../../hubs/registry.ts";
import { followUpDigestEmail, type DigestLead } from "../templates/digest.ts";
import type { Lead } from "../../types/backend.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, iso, type Db } from "./db.ts";
import { LEAD_COLUMNS, toLead } from "./lead-row.ts";
import { enqueue } from "./outbox.ts";

/**
 * Whose lead it is and when to call back: a lead is assigned to one listed
 * staff member (or nobody), and each morning at DIGEST_HOUR in the office's
 * time zone every staff member is weighed once for a digest of their due
 * leads and the new unassigned ones. The once-a-day guard is a row per staff
 * member and local day, so several servers never send two.
 */

type Row = Record<string, unknown>;

/** The local hour the digest goes out from. */
export const DIGEST_HOUR = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Leads still being worked: closed ones are never due. */
const OPEN = `status not in ('customer', 'lost')`;

/** The wall clock in `timeZone` at `now`: its day (YYYY-MM-DD) and hour (0-23). */
export function localTime(now: Date, timeZone: string): { day: string; hour: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The local day whose digest is due at `now`, or null before DIGEST_HOUR (wall clock, so DST moves with it). */
export function digestDay(now: Date, timeZone: string): string | null {
  const local = localTime(now, timeZone);
  return local.hour >= DIGEST_HOUR ? local.day : null;
}

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_INVALID_VALUE", message, {
    status: 422,
    severity: "LOW",
    fields: { [field]: message },
  });
}

/** The staff member as stored (lower case), or a 422 when they are not on the list. */
export function staffMember(email: string, staff: readonly string[]): string {
  const wanted = email.trim().toLowerCase();
  const found = staff.find((s) => s.trim().toLowerCase() === wanted);
  if (!found) throw invalid("assignedTo", "Choose a staff member from the list");
  return wanted;
}

/** Assign a lead to a listed staff member, or to nobody (null); audited, nothing recorded when unchanged. */
export async function assignLead(
  db: Db,
  leadId: string,
  assignee: string | null,
  staff: readonly string[],
  actor: string,
  now: Date = new Date(),
): Promise<Lead> {
  const to = assignee === null ? null : staffMember(assignee, staff);
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "A change needs the name of who made it");
  if (!UUID.test(leadId)) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
  return inTransaction(db, async (tx) => {
    const row = (await tx.query<Row>(`select ${LEAD_COLUMNS} from leads where id = $1 for update`, [leadId])).rows[0];
    if (!row) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
    const before = (row.assigned_to as string | null) ?? null;
    if (before === to) return toLead(row);
    const updated = await tx.query<Row>(`update leads set assigned_to = $2 where id = $1 returning ${LEAD_COLUMNS}`, [
      leadId,
      to,
    ]);
    await appendAudit(
      tx,
      { actor: who, action: "lead.assign", leadId, before: { assignedTo: before }, after: { assignedTo: to } },
      now,
    );
    return toLead(updated.rows[0]);
  });
}

export interface DigestOptions {
  /** ADMIN_EMAILS: everyone who can be assigned a lead. */
  staff: readonly string[];
  timeZone: string;
  /** Base URL of the admin for the links, e.g. https://marquetext.com. */
  origin: string;
  hubId?: HubId;
  now: Date;
  /** When the email is queued to go: `now` unless a test clock weighs another day. */
  sendAt?: Date;
}

export interface DigestRun {
  /** The local day weighed, or null before the digest hour. */
  day: string | null;
  /** Staff members emailed on this run. */
  sent: string[];
}

function toDigestLead(r: Row): DigestLead {
  const lead = toLead(r);
  return { id: lead.id, name: lead.name, email: lead.email, followUpOn: lead.followUpOn };
}

/**
 * Weigh each staff member's digest for today once: claim the (staff, day)
 * row, then enqueue an email only when something is due or new. The claim
 * and the message commit together, so a failure leaves the day to a retry.
 */
export async function sendFollowUpDigests(db: Db, options: DigestOptions): Promise<DigestRun> {
  const day = digestDay(options.now, options.timeZone);
  if (!day) return { day: null, sent: [] };
  const hubId = options.hubId ?? "marque";
  const sent: string[] = [];
  const staff = [...new Set(options.staff.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  for (const email of staff) {
    const didSend = await inTransaction(db, async (tx) => {
      const previous = await tx.query<{ at: unknown }>(
        `select at from follow_up_digests where staff_email = $1 order by local_day desc limit 1`,
        [email],
      );
      const claimed = await tx.query(
        `insert into follow_up_digests (staff_email, local_day, at) values ($1, $2::date, $3)
         on conflict do nothing returning staff_email`,
        [email, day, options.now.toISOString()],
      );
      if (claimed.rows.length === 0) return false;
      // New since this member's last digest, or in the last day for a first one.
      const since = previous.rows[0]
        ? new Date(iso(previous.rows[0].at))
        : new Date(options.now.getTime() - 86_400_000);
      const due = await tx.query<Row>(
        `select ${LEAD_COLUMNS} from leads where assigned_to = $1 and follow_up_on <= $2::date and ${OPEN}
         order by follow_up_on, created_at limit 50`,
        [email, day],
      );
      const unassigned = await tx.query<Row>(
        `select ${LEAD_COLUMNS} from leads where assigned_to is null and status = 'new'
           and created_at > $1 and created_at <= $2 order by created_at limit 50`,
        [since.toISOString(), options.now.toISOString()],
      );
      if (due.rows.length === 0 && unassigned.rows.length === 0) return false;
      const content = followUpDigestEmail(HUBS[hubId], {
        day,
        due: due.rows.map(toDigestLead),
        unassigned: unassigned.rows.map(toDigestLead),
        origin: options.origin,
      });
      const outboxId = await enqueue(
        tx,
        {
          channel: "email",
          to: email,
          subject: content.subject,
          body: content.text,
          html: content.html,
          kind: "notification",
          hubId,
        },
        options.sendAt ?? options.now,
      );
      await tx.query(
        `update follow_up_digests set due_leads = $3, new_leads = $4, outbox_id = $5
         where staff_email = $1 and local_day = $2::date`,
        [email, day, due.rows.length, unassigned.rows.length, outboxId],
      );
      return true;
    });
    if (didSend) sent.push(email);
  }
  return { day, sent };
}
