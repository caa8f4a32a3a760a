import { createHash } from "node:crypto";
import { AppError } from "../../errors.ts";
import { HUBS } from "../../hubs/registry.ts";
import type { ContactSubmission, RequestContext, SubmitContactResult } from "../types.ts";
import { inTransaction } from "./db.ts";
import { clock, silentLogger, type CoreDeps } from "./deps.ts";
import { enqueueLeadMessages } from "./lead-messages.ts";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * SPEC §3 submit-contact: store the lead (a repeat from the same email on the
 * same hub updates it; every submission is kept in lead_submissions), one
 * consent record per evidence item, and its messages (sales alert, optional
 * webhook) in the outbox, all in one transaction.
 */
export async function submitContact(deps: CoreDeps, input: ContactSubmission, ctx: RequestContext): Promise<SubmitContactResult> {
  for (const [i, item] of input.consent.entries()) {
    if (sha256Hex(item.text) !== item.sha256.toLowerCase()) {
      throw new AppError("VALIDATION_INVALID_VALUE", "Consent evidence does not match its text.", {
        status: 422,
        fields: { [`consent.${i}.sha256`]: "SHA-256 does not match the disclosure text" },
      });
    }
  }
  const now = clock(deps).toISOString();
  const hub = HUBS[ctx.hub];
  const result = await inTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: string; submissions: number }>(
      `insert into leads (hub_id, hub_number, name, email, email_key, phone, company, message, platform_interest,
                          email_signup, sms_signup, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       on conflict (hub_id, email_key) do update set
         name = excluded.name, email = excluded.email, phone = coalesce(excluded.phone, leads.phone),
         company = coalesce(excluded.company, leads.company), message = coalesce(excluded.message, leads.message),
         platform_interest = excluded.platform_interest, hub_number = excluded.hub_number,
         email_signup = excluded.email_signup, sms_signup = excluded.sms_signup,
         submissions = leads.submissions + 1, updated_at = excluded.updated_at
       returning id, submissions`,
      [
        ctx.hub, hub.hubNumber, input.name, input.email.trim(), input.email.trim().toLowerCase(), input.phone, input.company,
        input.message, input.platform_interest, input.email_signup, input.sms_signup, now,
      ],
    );
    const lead = rows[0];
    await tx.query(
      `insert into lead_submissions (lead_id, name, email, phone, company, message, platform_interest, email_signup, sms_signup, ip, user_agent, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [lead.id, input.name, input.email.trim(), input.phone, input.company, input.message, input.platform_interest,
        input.email_signup, input.sms_signup, ctx.ip, ctx.userAgent, now],
    );
    for (const item of input.consent) {
      const granted = item.channel === "sms" ? input.sms_signup : input.email_signup;
      await tx.query(
        `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent, hub_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [lead.id, item.channel, granted, item.text, item.version, item.sha256.toLowerCase(), item.pageUrl, now, ctx.ip, ctx.userAgent, ctx.hub],
      );
    }
    const result = { leadId: lead.id, updated: lead.submissions > 1 };
    await enqueueLeadMessages(tx, deps, hub, ctx, input, result, new Date(now));
    return result;
  });
  (deps.logger ?? silentLogger).info("lead stored", { leadId: result.leadId, hub: ctx.hub, updated: result.updated });
  return result;
}
