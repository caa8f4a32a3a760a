import { DEFAULT_RESPONSE_CLOCK } from "../../config/staff-hours.ts";
import type { HubId } from "../../hubs/registry.ts";
import type { ContactSubmission, Lead } from "../../types/backend.ts";
import { appendAudit, type AuditInput } from "./audit.ts";
import { iso, type Db } from "./db.ts";
import { LEAD_COLUMNS, toLead } from "./lead-row.ts";
import type { CoreDeps } from "./deps.ts";
import { nextOwner } from "./staff.ts";
import { responseTargets } from "./staff-time.ts";

/**
 * One record per person. A contact whose email or number matches an open
 * lead (not customer, not lost, not erased) on any hub joins that lead: its
 * submission, consent records and attribution go to it, the lead keeps its
 * one owner, and the page says "also wrote to PercyText on …". Only the same
 * email on the same hub is the old rule's: that lead is updated, open or not.
 */

/** The actor of the audit rows the contact form writes. */
export const CONTACT_FORM_ACTOR = "contact form";
/** The actor of an owner given in turn. */
export const ROUND_ROBIN_ACTOR = "round robin";

/** The person's open lead a contact joins. */
export interface OpenLead {
  id: string;
  hubId: HubId;
  smsPhone: string | null;
  createdAt: string;
}

/** One contact per person at a time (by email and by number, in a fixed order), so two at once never make two leads. */
export async function personLocks(tx: Db, emailKey: string, phone: string | null): Promise<void> {
  const keys = [`lead-person:${emailKey}`, ...(phone ? [`lead-person:${phone}`] : [])].sort();
  for (const key of keys) await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [key]);
}

/** The open lead this contact joins, or null: none, or the same email on this hub (the upsert's case). */
export async function findOpenLead(
  tx: Db,
  hub: HubId,
  emailKey: string,
  phone: string | null,
): Promise<OpenLead | null> {
  const own = await tx.query(`select 1 from leads where hub_id = $1 and email_key = $2`, [hub, emailKey]);
  if (own.rows.length > 0) return null;
  // Each side of the "or" is an index of its own (email key, number, SMS number).
  const byPhone = phone ? ` or phone = $2 or sms_phone = $2` : "";
  const { rows } = await tx.query<Record<string, unknown>>(
    `select id, hub_id, sms_phone, created_at from leads
      where (email_key = $1${byPhone}) and erased_at is null and status not in ('customer', 'lost')
      order by created_at, id limit 1`,
    phone ? [emailKey, phone] : [emailKey],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    hubId: row.hub_id as HubId,
    smsPhone: (row.sms_phone as string) ?? null,
    createdAt: iso(row.created_at),
  };
}

/**
 * The contact joins the open lead: its latest company and message, a number
 * it lacked, an email opt-in for its own address and an SMS opt-in for its own
 * number; its name, email and hub stay.
 */
export async function joinLead(
  tx: Db,
  open: OpenLead,
  input: ContactSubmission,
  emailKey: string,
  now: string,
): Promise<{ id: string; submissions: number; assigned_to: string | null }> {
  const smsPhone = input.sms_signup ? input.phone : null;
  const { rows } = await tx.query<{ id: string; submissions: number; assigned_to: string | null }>(
    `update leads set phone = coalesce(phone, $2), company = coalesce($3, company), message = coalesce($4, message),
       email_signup = email_signup or ($5 and email_key = $8),
       sms_signup = sms_signup or ($6 and coalesce(sms_phone, $7) = $7),
       sms_phone = coalesce(sms_phone, $7), submissions = submissions + 1, updated_at = $9
     where id = $1 returning id, submissions, assigned_to`,
    [open.id, input.phone, input.company, input.message, input.email_signup, input.sms_signup, smsPhone, emailKey, now],
  );
  return rows[0];
}

/** The audit row of a join: the hub written to and the submission that joined. */
export function joinAudit(open: OpenLead, hub: HubId, submissionId: string): AuditInput {
  return { actor: CONTACT_FORM_ACTOR, action: "lead.join", leadId: open.id, subject: submissionId, after: { hub } };
}

/** A new lead's owner in turn (audited) and its response targets; answers the owner, or null when nobody takes leads. */
export async function startNewLead(tx: Db, deps: CoreDeps, leadId: string, now: Date): Promise<string | null> {
  const owner = await nextOwner(tx);
  const { respondBy, escalateBy } = responseTargets(now, deps.responseClock ?? DEFAULT_RESPONSE_CLOCK);
  await tx.query(`update leads set assigned_to = $2, respond_by = $3, escalate_by = $4 where id = $1`, [
    leadId,
    owner,
    respondBy.toISOString(),
    escalateBy.toISOString(),
  ]);
  if (owner) {
    await appendAudit(
      tx,
      {
        actor: ROUND_ROBIN_ACTOR,
        action: "lead.assign",
        leadId,
        before: { assignedTo: null },
        after: { assignedTo: owner },
      },
      now,
    );
  }
  return owner;
}

/** Other leads with this lead's email or one of its numbers, on any hub and in any status: what staff may merge. */
export async function possibleDuplicates(db: Db, lead: Record<string, unknown>): Promise<Lead[]> {
  const phones = [...new Set([lead.phone, lead.sms_phone].filter((p): p is string => typeof p === "string" && !!p))];
  const byPhone = phones.map((_, i) => ` or phone = $${i + 3} or sms_phone = $${i + 3}`).join("");
  const { rows } = await db.query<Record<string, unknown>>(
    `select ${LEAD_COLUMNS} from leads
      where id <> $1 and erased_at is null and (email_key = $2${byPhone})
      order by created_at, id limit 10`,
    [lead.id, lead.email_key, ...phones],
  );
  return rows.map(toLead);
}
