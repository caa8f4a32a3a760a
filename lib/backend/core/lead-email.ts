import { DEFAULT_RESPONSE_CLOCK } from "../../config/staff-hours.ts";
import { AppError } from "../../errors/app-error.ts";
import { HUBS, type HubId } from "../../hubs/registry.ts";
import { staffToLeadEmail } from "../../messaging/templates/lead-email.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction } from "./db.ts";
import { clock, type CoreDeps } from "./deps.ts";
import { enqueue } from "./outbox.ts";
import { recordFirstResponse } from "./response-clock.ts";

/**
 * Staff email a lead from its page: a one-to-one answer to the person's own
 * inquiry, sent through the outbox from the lead's hub, with replies going to
 * the staff member (or the sales inbox under the access code). It is audited,
 * and the first one is the lead's first response.
 */

export const EMAIL_SUBJECT_MAX = 150;
export const EMAIL_BODY_MAX = 5000;
// Control characters other than the newline (and none at all in a subject), and lone surrogates.
const BODY_FORBIDDEN = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;
const SUBJECT_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a normalized subject, or null. */
export function emailSubjectProblem(subject: string): string | null {
  if (!subject) return "Write a subject";
  if ([...subject].length > EMAIL_SUBJECT_MAX) return `A subject is at most ${EMAIL_SUBJECT_MAX} characters`;
  if (SUBJECT_FORBIDDEN.test(subject)) return "The subject contains invalid characters";
  return null;
}

/** What is wrong with a normalized body, or null. */
export function emailBodyProblem(body: string): string | null {
  if (!body) return "Write a message";
  if ([...body].length > EMAIL_BODY_MAX)
    return `A message is at most ${EMAIL_BODY_MAX.toLocaleString("en-US")} characters`;
  if (BODY_FORBIDDEN.test(body)) return "The message contains invalid characters";
  return null;
}

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_INVALID_VALUE", message, {
    status: 422,
    severity: "LOW",
    fields: { [field]: message },
  });
}

export async function emailLead(
  deps: CoreDeps,
  leadId: string,
  input: { subject: string; body: string },
  actor: string,
): Promise<{ outboxId: string }> {
  const subject = input.subject.trim();
  const body = input.body.replace(/\r\n?/g, "\n").trim();
  const problem = emailSubjectProblem(subject);
  if (problem) throw invalid("subject", problem);
  const bodyProblem = emailBodyProblem(body);
  if (bodyProblem) throw invalid("message", bodyProblem);
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "An email needs the name of who sent it");
  if (!UUID.test(leadId)) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
  const now = clock(deps);
  return inTransaction(deps.db, async (tx) => {
    const lead = (await tx.query<Record<string, unknown>>(`select * from leads where id = $1 for update`, [leadId]))
      .rows[0];
    if (!lead) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
    if (lead.erased_at || !lead.email) throw invalid("message", "Not sent: this lead's personal data was erased.");
    const hub = HUBS[lead.hub_id as HubId] ?? HUBS.marque;
    const replyTo = ADDRESS.test(who) ? who : (deps.salesInbox ?? "sales@marquetext.com");
    const content = staffToLeadEmail(hub, { subject, body, from: replyTo });
    const outboxId = await enqueue(
      tx,
      {
        channel: "email",
        to: String(lead.email),
        subject: content.subject,
        body: content.text,
        html: content.html,
        kind: "notification",
        hubId: hub.id,
        replyTo,
      },
      now,
    );
    await appendAudit(tx, { actor: who, action: "lead.email", leadId, subject: outboxId, after: { outboxId } }, now);
    await recordFirstResponse(tx, leadId, "email", now, deps.responseClock ?? DEFAULT_RESPONSE_CLOCK);
    return { outboxId };
  });
}
