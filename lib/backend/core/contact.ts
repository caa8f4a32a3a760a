import { createHash } from "node:crypto";
import { AppError } from "../../errors.ts";
import { HUBS } from "../../hubs/registry.ts";
import type { ConsentEvidence, ContactSubmission, RequestContext, SubmitContactResult } from "../types.ts";
import { disclosureText, isConsentVersion } from "../../consent/disclosures.ts";
import { inTransaction } from "./db.ts";
import { clock, silentLogger, type CoreDeps } from "./deps.ts";
import { enqueue } from "./outbox.ts";
import { postLeadWebhook } from "./webhook.ts";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * SPEC §3 submit-contact: store the lead (a repeat from the same email on the
 * same hub updates it; every submission is kept in lead_submissions), one
 * consent record per evidence item, a notification in the outbox for the
 * sales inbox; then, outside the transaction, the optional webhook.
 */
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

export async function submitContact(deps: CoreDeps, submitted: ContactSubmission, ctx: RequestContext): Promise<SubmitContactResult> {
  const hub = HUBS[ctx.hub];
  const input = { ...submitted, consent: recordedConsent(submitted, hub) };
  const now = clock(deps).toISOString();
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
    await enqueue(tx, {
      channel: "email",
      to: deps.salesInbox ?? "sales@marquetext.com",
      subject: `New ${hub.name} lead: ${input.name}`,
      body: [
        `Name: ${input.name}`, `Email: ${input.email}`, `Phone: ${input.phone ?? "-"}`, `Company: ${input.company ?? "-"}`,
        `Interest: ${input.platform_interest}`, `Hub: ${hub.name} (${hub.hubNumber})`,
        `Email updates: ${input.email_signup ? "yes" : "no"}`, `SMS updates: ${input.sms_signup ? "yes" : "no"}`,
        "", input.message ?? "",
      ].join("\n"),
      kind: "notification",
    }, new Date(now));
    return { leadId: lead.id, updated: lead.submissions > 1 };
  });
  (deps.logger ?? silentLogger).info("lead stored", { leadId: result.leadId, hub: ctx.hub, updated: result.updated });
  const webhook = postLeadWebhook(deps, {
    lead_id: result.leadId, updated: result.updated, name: input.name, email: input.email, phone: input.phone,
    company: input.company, message: input.message, platform_interest: input.platform_interest, hub_id: hub.hubNumber,
    hub: ctx.hub, email_signup: input.email_signup, sms_signup: input.sms_signup,
  });
  // The host may let the webhook finish after the answer (it never throws).
  if (deps.defer) deps.defer(webhook);
  else await webhook;
  return result;
}
