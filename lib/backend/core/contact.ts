import { AppError } from "../../errors.ts";
import { HUBS } from "../../hubs/registry.ts";
import type { ConsentEvidence, ContactSubmission, RequestContext, SubmitContactResult } from "../types.ts";
import { disclosureText, isConsentVersion } from "../../consent/disclosures.ts";
import { sha256Hex } from "../../security/sha256.ts";
import { inTransaction } from "./db.ts";
import { clock, silentLogger, type CoreDeps } from "./deps.ts";
import { enqueueLeadMessages } from "./lead-messages.ts";

/**
 * The consent actually recorded: the disclosure text of the version the form
 * showed, rebuilt here for the hub, never the text a caller sent.
 */
function recordedConsent(input: ContactSubmission, hub: (typeof HUBS)[keyof typeof HUBS]): ConsentEvidence[] {
  return input.consent.map((item, i) => {
    if (!isConsentVersion(item.version)) {
      throw new AppError("VALIDATION_INVALID_VALUE", "Unknown consent disclosure version.", {
        status: 422,
        fields: { [`consent.${i}.version`]: "Unknown consent disclosure version" },
      });
    }
    const text = disclosureText(hub, item.channel, item.version);
    return { ...item, text, sha256: sha256Hex(text) };
  });
}

/**
 * submit-contact: keep every submission (lead_submissions) and derive
 * the lead's current view from the latest, one consent record per evidence
 * item, and its messages (sales alert, optional webhook) in the outbox, all
 * in one transaction. A later submission with the same email never turns an
 * opt-in off (only an explicit opt-out may), and SMS consent is recorded only
 * for the number typed on that submission.
 */
export async function submitContact(
  deps: CoreDeps,
  submitted: ContactSubmission,
  ctx: RequestContext,
): Promise<SubmitContactResult> {
  const hub = HUBS[ctx.hub];
  const input = { ...submitted, consent: recordedConsent(submitted, hub) };
  const now = clock(deps).toISOString();
  // What the person told us, in the column order both inserts share.
  const told = [
    input.phone,
    input.company,
    input.message,
    input.platform_interest,
    input.email_signup,
    input.sms_signup,
  ];
  const result = await inTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{ id: string; submissions: number }>(
      `insert into leads (hub_id, hub_number, name, email, email_key, phone, company, message, platform_interest,
                          email_signup, sms_signup, sms_phone, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, $12, $12)
       on conflict (hub_id, email_key) do update set
         name = excluded.name, email = excluded.email, phone = coalesce(excluded.phone, leads.phone),
         company = coalesce(excluded.company, leads.company), message = coalesce(excluded.message, leads.message),
         platform_interest = excluded.platform_interest, hub_number = excluded.hub_number,
         email_signup = leads.email_signup or excluded.email_signup,
         sms_signup = leads.sms_signup or excluded.sms_signup,
         sms_phone = case when excluded.sms_signup then excluded.sms_phone else leads.sms_phone end,
         submissions = leads.submissions + 1, updated_at = excluded.updated_at
       returning id, submissions`,
      [
        ctx.hub,
        hub.hubNumber,
        input.name,
        input.email.trim(),
        input.email.trim().toLowerCase(),
        ...told,
        now,
        input.sms_signup ? input.phone : null,
      ],
    );
    const lead = rows[0];
    await tx.query(
      `insert into lead_submissions (lead_id, name, email, phone, company, message, platform_interest, email_signup, sms_signup, ip, user_agent, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [lead.id, input.name, input.email.trim(), ...told, ctx.ip, ctx.userAgent, now],
    );
    for (const item of input.consent) {
      const granted = item.channel === "sms" ? input.sms_signup : input.email_signup;
      await tx.query(
        `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent, hub_id, phone)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          lead.id,
          item.channel,
          granted,
          item.text,
          item.version,
          item.sha256.toLowerCase(),
          item.pageUrl,
          now,
          ctx.ip,
          ctx.userAgent,
          ctx.hub,
          item.channel === "sms" ? input.phone : null,
        ],
      );
    }
    const result = { leadId: lead.id, updated: lead.submissions > 1 };
    await enqueueLeadMessages(tx, deps, hub, ctx, input, result, new Date(now));
    return result;
  });
  (deps.logger ?? silentLogger).info("lead stored", { leadId: result.leadId, hub: ctx.hub, updated: result.updated });
  return result;
}
