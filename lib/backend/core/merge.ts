import { AppError } from "../../errors/app-error.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, iso, type Db } from "./db.ts";
import type { LeadMerge } from "../../types/backend.ts";

/**
 * Two leads of one person become one. The lead kept takes every submission
 * (each still naming the hub it was sent to), note, consent record (the
 * ledger allows exactly this move, checked against lead_merges) and
 * attribution row of the other; its owner and status stay, its contact
 * points and opt-ins are completed from the other, and the earlier of the
 * two first answers counts. Texts are kept by number, as ever. The folded
 * lead's row goes, a lead_merges row remembers where it went, its audit rows
 * stay and show in the kept lead's history, and the merge is audited.
 */

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refused(message: string, status = 422): AppError {
  return new AppError(status === 409 ? "DB_CONSTRAINT_VIOLATION" : "VALIDATION_INVALID_VALUE", message, {
    status,
    severity: "LOW",
    fields: status === 422 ? { other: message } : undefined,
  });
}

export async function mergeLeads(db: Db, intoId: string, fromId: string, actor: string, now: Date): Promise<void> {
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "A change needs the name of who made it");
  if (!UUID.test(intoId)) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
  if (!UUID.test(fromId)) throw refused("Give the link or id of another lead");
  if (intoId.toLowerCase() === fromId.toLowerCase()) throw refused("A lead cannot be merged into itself");
  await inTransaction(db, async (tx) => {
    // Both rows locked, in a fixed order, so two merges of the same pair never deadlock.
    const { rows } = await tx.query<Row>(`select * from leads where id in ($1, $2) order by id for update`, [
      intoId,
      fromId,
    ]);
    const into = rows.find((r) => String(r.id) === intoId.toLowerCase());
    const from = rows.find((r) => String(r.id) === fromId.toLowerCase());
    if (!into) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
    if (!from) throw refused("No lead has that id: it may have been merged or never existed");
    if (into.erased_at || from.erased_at) throw refused("An erased lead cannot be merged", 409);
    await tx.query(`insert into lead_merges (from_id, into_id, merged_at, merged_by) values ($1, $2, $3, $4)`, [
      fromId,
      intoId,
      now.toISOString(),
      who,
    ]);
    // Leads folded into the one that goes now belong to the one kept.
    await tx.query(`update lead_merges set into_id = $2 where into_id = $1`, [fromId, intoId]);
    const moved: Record<string, number> = {};
    for (const [table, extra] of [
      ["lead_submissions", ", hub_id = coalesce(hub_id, $3)"],
      ["lead_notes", ""],
      ["consent_records", ""],
      ["lead_attribution", ""],
    ] as const) {
      const result = await tx.query<{ id: string }>(
        `update ${table} set lead_id = $2${extra} where lead_id = $1 returning id`,
        extra ? [fromId, intoId, from.hub_id] : [fromId, intoId],
      );
      moved[table] = result.rows.length;
    }
    // The earlier first answer counts: its row is kept for the medians.
    await tx.query(
      `delete from lead_responses k where k.lead_id = $2
         and exists (select 1 from lead_responses f where f.lead_id = $1 and f.responded_at < k.responded_at)`,
      [fromId, intoId],
    );
    await tx.query(
      `update lead_responses set lead_id = $2 where lead_id = $1
         and not exists (select 1 from lead_responses k where k.lead_id = $2)`,
      [fromId, intoId],
    );
    await tx.query(
      `update leads k set
         phone = coalesce(k.phone, f.phone), sms_phone = coalesce(k.sms_phone, f.sms_phone),
         company = coalesce(k.company, f.company), message = coalesce(k.message, f.message),
         email_signup = k.email_signup or f.email_signup,
         sms_signup = k.sms_signup or (f.sms_signup and coalesce(k.sms_phone, f.sms_phone) = f.sms_phone),
         assigned_to = coalesce(k.assigned_to, f.assigned_to),
         follow_up_on = least(k.follow_up_on, f.follow_up_on),
         first_response_at = least(k.first_response_at, f.first_response_at),
         respond_by = least(k.respond_by, f.respond_by), escalate_by = least(k.escalate_by, f.escalate_by),
         reminded_at = least(k.reminded_at, f.reminded_at), escalated_at = least(k.escalated_at, f.escalated_at),
         submissions = k.submissions + f.submissions, updated_at = greatest(k.updated_at, f.updated_at, $3)
       from leads f where k.id = $1 and f.id = $2`,
      [intoId, fromId, now.toISOString()],
    );
    await tx.query(`delete from leads where id = $1`, [fromId]);
    await appendAudit(
      tx,
      {
        actor: who,
        action: "lead.merge",
        leadId: intoId,
        subject: fromId,
        before: { hub: from.hub_id, createdAt: iso(from.created_at), status: from.status },
        after: { mergedInto: intoId, moved },
      },
      now,
    );
  });
}

/** Where a folded lead went (followed to the lead kept now), or null. */
export async function mergedInto(db: Db, leadId: string): Promise<string | null> {
  if (!UUID.test(leadId)) return null;
  const { rows } = await db.query<{ into_id: string }>(`select into_id from lead_merges where from_id = $1`, [leadId]);
  return rows[0] ? String(rows[0].into_id) : null;
}

/** The leads folded into this one, newest merge first. */
export async function leadMerges(db: Db, leadId: string): Promise<LeadMerge[]> {
  const { rows } = await db.query<Row>(
    `select * from lead_merges where into_id = $1 order by merged_at desc, from_id`,
    [leadId],
  );
  return rows.map((r) => ({
    fromId: String(r.from_id),
    intoId: String(r.into_id),
    mergedAt: iso(r.merged_at),
    mergedBy: String(r.merged_by),
  }));
}
