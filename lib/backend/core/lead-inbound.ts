import { appendAudit } from "./audit.ts";
import { inTransaction, type Db } from "./db.ts";

export interface InboundText {
  /** +E.164, as the ledger keys numbers. */
  phone: string;
  body: string;
  /** Twilio's MessageSid: a retried webhook records nothing twice. */
  providerId: string | null;
  /** What we answered automatically (STOP, HELP, YES), or null. */
  reply: string | null;
  now: Date;
}

/**
 * A text received from a lead's number joins its thread, with our automatic
 * answer; numbers that belong to no lead (or only to erased ones) are not kept.
 * Each is audited on the lead, its author being the number's side.
 */
export async function recordInboundText(db: Db, inbound: InboundText): Promise<boolean> {
  const body = inbound.body.slice(0, 1600);
  return inTransaction(db, async (tx) => {
    const leads = await tx.query<{ id: string }>(
      `select id from leads where erased_at is null and (sms_phone = $1 or phone = $1) order by created_at, id`,
      [inbound.phone],
    );
    if (leads.rows.length === 0) return false;
    if (inbound.providerId) {
      const seen = await tx.query(`select 1 from lead_texts where provider_id = $1 and direction = 'in'`, [
        inbound.providerId,
      ]);
      if (seen.rows.length > 0) return false;
    }
    const at = inbound.now.getTime();
    const added = await tx.query<{ id: string }>(
      `insert into lead_texts (phone, direction, body, provider_id, created_at) values ($1, 'in', $2, $3, $4) returning id`,
      [inbound.phone, body, inbound.providerId, new Date(at).toISOString()],
    );
    const entries: { id: string; actor: string; direction: string }[] = [
      { id: added.rows[0].id, actor: "text from the lead", direction: "in" },
    ];
    if (inbound.reply) {
      // A millisecond later, so the answer always follows the text it answers.
      const reply = await tx.query<{ id: string }>(
        `insert into lead_texts (phone, direction, body, provider_id, created_at) values ($1, 'auto', $2, $3, $4) returning id`,
        [inbound.phone, inbound.reply.slice(0, 1600), inbound.providerId, new Date(at + 1).toISOString()],
      );
      entries.push({ id: reply.rows[0].id, actor: "automatic reply", direction: "auto" });
    }
    for (const lead of leads.rows) {
      for (const entry of entries) {
        await appendAudit(
          tx,
          {
            actor: entry.actor,
            action: "lead.text",
            leadId: String(lead.id),
            subject: entry.id,
            after: { direction: entry.direction },
          },
          inbound.now,
        );
      }
    }
    return true;
  });
}
