import { AppError } from "../../errors/app-error.ts";
import { HUBS } from "../../hubs/registry.ts";
import type { ConsentEvidence, ContactSubmission, RequestContext, SubmitContactResult } from "../../types/backend.ts";
import { isConsentVersion } from "../../consent/disclosures.ts";
import { disclosureRecord } from "../../consent/evidence.ts";
import { sha256Hex } from "../../security/sha256.ts";
import { inTransaction, type Db } from "./db.ts";
import { SMS_CONFIRMATION_VERSION } from "../../consent/sms-state.ts";
import { smsConfirmationRequest } from "../templates/index.ts";
import { enqueue } from "./outbox.ts";
import { smsConsent } from "./opt-out.ts";
import { DEFAULT_SMS_POLICY, smsDestinationProblem, takeSmsAllowanceIn } from "./sms-policy.ts";
import { clock, silentLogger, type CoreDeps } from "./deps.ts";
import { enqueueLeadMessages } from "./lead-messages.ts";
import { storeAttribution } from "./attribution.ts";
import { findOpenLead, joinAudit, joinLead, personLocks, startNewLead } from "./person.ts";
import { appendAudit } from "./audit.ts";
import { ensureRoster } from "./staff.ts";

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
    return { ...item, ...disclosureRecord(hub, item.channel, item.version) };
  });
}

/**
 * submit-contact: keep every submission (lead_submissions) and derive
 * the lead's current view from the latest, one consent record per evidence
 * item, and its messages (sales alert, optional webhook) in the outbox, all
 * in one transaction. A later submission with the same email never turns an
 * opt-in off (only an explicit opt-out may), and SMS consent is recorded only
 * for the number typed on that submission. An SMS opt-in is a request: the
 * number gets one "Reply YES" text and counts as opted in only after its YES;
 * a form never lifts an opt-out, and a lead's SMS number never changes.
 */
export async function submitContact(
  deps: CoreDeps,
  submitted: ContactSubmission,
  ctx: RequestContext,
): Promise<SubmitContactResult> {
  const hub = HUBS[ctx.hub];
  const input = { ...submitted, consent: recordedConsent(submitted, hub) };
  const nowDate = clock(deps);
  const now = nowDate.toISOString();
  const smsPhone = input.sms_signup ? input.phone : null;
  const problem = smsPhone ? smsDestinationProblem(smsPhone, deps.smsPolicy ?? DEFAULT_SMS_POLICY, "phone") : null;
  if (problem) throw problem;
  // What the person told us, in the column order both inserts share.
  const told = [
    input.phone,
    input.company,
    input.message,
    input.platform_interest,
    input.email_signup,
    input.sms_signup,
  ];
  const emailKey = input.email.trim().toLowerCase();
  await ensureRoster(deps);
  const result = await inTransaction(deps.db, async (tx) => {
    await personLocks(tx, emailKey, input.phone);
    // One record per person: another hub's (or another email's) open lead with this email or number takes it.
    const open = await findOpenLead(tx, ctx.hub, emailKey, input.phone);
    const confirm = smsPhone
      ? await confirmationNeeded(tx, deps, ctx, input.email, smsPhone, nowDate, open ? open.smsPhone : undefined)
      : false;
    // Refused by the SMS policy: nothing is stored, but the counters and a staff alert are kept.
    if (confirm instanceof AppError) return confirm;
    const { rows } = open
      ? { rows: [await joinLead(tx, open, input, emailKey, now)] }
      : await tx.query<{ id: string; submissions: number; assigned_to: string | null }>(
          `insert into leads (hub_id, hub_number, name, email, email_key, phone, company, message, platform_interest,
                          email_signup, sms_signup, sms_phone, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, $12, $12)
       on conflict (hub_id, email_key) do update set
         name = excluded.name, email = excluded.email, phone = coalesce(excluded.phone, leads.phone),
         company = coalesce(excluded.company, leads.company), message = coalesce(excluded.message, leads.message),
         platform_interest = excluded.platform_interest, hub_number = excluded.hub_number,
         email_signup = leads.email_signup or excluded.email_signup,
         sms_signup = leads.sms_signup or excluded.sms_signup,
         sms_phone = coalesce(leads.sms_phone, excluded.sms_phone),
         submissions = leads.submissions + 1, updated_at = excluded.updated_at
       returning id, submissions, assigned_to`,
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
    // A new lead: its owner in turn and its response targets, in this transaction.
    const owner =
      Number(lead.submissions) === 1 ? await startNewLead(tx, deps, lead.id, nowDate) : (lead.assigned_to ?? null);
    const submission = await tx.query<{ id: string }>(
      `insert into lead_submissions (lead_id, name, email, phone, company, message, platform_interest, email_signup, sms_signup, ip, user_agent, created_at, hub_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [lead.id, input.name, input.email.trim(), ...told, ctx.ip, ctx.userAgent, now, ctx.hub],
    );
    if (open) await appendAudit(tx, joinAudit(open, ctx.hub, submission.rows[0].id), nowDate);
    await storeAttribution(
      tx,
      { hubId: ctx.hub, leadId: lead.id, submissionId: submission.rows[0].id },
      input.attribution,
      nowDate,
    );
    for (const item of input.consent) {
      const granted = item.channel === "sms" ? input.sms_signup : input.email_signup;
      await tx.query(
        `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent, hub_id, phone, step)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
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
          item.channel === "sms" && granted ? "requested" : null,
        ],
      );
    }
    // A millisecond after the request it answers, so every reader orders the two the same way.
    if (confirm && smsPhone) await sendConfirmationRequest(tx, ctx, lead.id, smsPhone, new Date(nowDate.getTime() + 1));
    const result = { leadId: lead.id, updated: lead.submissions > 1, assignedTo: owner, joined: Boolean(open) };
    await enqueueLeadMessages(tx, deps, hub, ctx, input, { ...result, joined: open }, new Date(now));
    return result;
  });
  if (result instanceof AppError) throw result;
  (deps.logger ?? silentLogger).info("lead stored", { leadId: result.leadId, hub: ctx.hub, updated: result.updated });
  return result;
}

/**
 * Whether this SMS opt-in sends the confirmation text: only to a number that
 * has had none, has neither confirmed nor opted out, and is not another
 * number than the one this lead's SMS consent already belongs to; and only
 * if the SMS policy allows one more text (or its refusal). One submission at
 * a time per number decides, so concurrent forms send one text.
 */
async function confirmationNeeded(
  tx: Db,
  deps: CoreDeps,
  ctx: RequestContext,
  email: string,
  phone: string,
  now: Date,
  joinedSmsPhone: string | null | undefined,
): Promise<boolean | AppError> {
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`sms-consent:${phone}`]);
  const { rows } = await tx.query<{ sms_phone: string | null }>(
    `select sms_phone from leads where hub_id = $1 and email_key = $2`,
    [ctx.hub, email.trim().toLowerCase()],
  );
  const leadPhone = joinedSmsPhone === undefined ? rows[0]?.sms_phone : joinedSmsPhone;
  if (leadPhone && leadPhone !== phone) return false;
  const consent = await smsConsent(tx, phone);
  if (consent.state === "confirmed" || consent.state === "opted-out" || consent.confirmationSent) return false;
  // Under the phone field, which the form shows errors for.
  return (await takeSmsAllowanceIn(tx, deps, phone, now)) ?? true;
}

/** The one "Reply YES" text, and its row in the consent ledger. */
async function sendConfirmationRequest(tx: Db, ctx: RequestContext, leadId: string, phone: string, now: Date) {
  const text = smsConfirmationRequest(HUBS[ctx.hub]);
  await enqueue(
    tx,
    { channel: "sms", to: phone, subject: null, body: text, kind: "notification", hubId: ctx.hub },
    now,
  );
  await tx.query(
    `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent, hub_id, phone, step)
     values ($1, 'sms', true, $2, $3, $4, 'sms:outbound', $5, null, null, $6, $7, 'confirmation-sent')`,
    [leadId, text, SMS_CONFIRMATION_VERSION, sha256Hex(text), now.toISOString(), ctx.hub, phone],
  );
}
