import { HUBS, type Hub } from "../../hubs/registry.ts";
import { leadAlertEmail } from "../templates/index.ts";
import type { ContactSubmission, RequestContext } from "../../types/backend.ts";
import type { Db } from "./db.ts";
import type { CoreDeps } from "./deps.ts";
import { enqueue } from "./outbox.ts";
import type { OpenLead } from "./person.ts";

/**
 * A new or updated lead's messages, in the lead's own transaction: the alert
 * to the sales inbox and to the lead's owner, and, when configured, the
 * webhook post (e.g. Zapier).
 * Both go out through the outbox worker, so a retry survives a restart.
 */
export async function enqueueLeadMessages(
  tx: Db,
  deps: CoreDeps,
  hub: Hub,
  ctx: RequestContext,
  input: ContactSubmission,
  lead: { leadId: string; updated: boolean; assignedTo?: string | null; joined?: OpenLead | null },
  now: Date,
): Promise<void> {
  const alert = leadAlertEmail(hub, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    platformInterest: input.platform_interest,
    message: input.message,
    emailSignup: input.email_signup,
    smsSignup: input.sms_signup,
    owner: lead.assignedTo ?? null,
    joined: lead.joined
      ? { hubName: HUBS[lead.joined.hubId]?.name ?? lead.joined.hubId, since: lead.joined.createdAt.slice(0, 10) }
      : null,
  });
  const inbox = deps.salesInbox ?? "sales@marquetext.com";
  const owner = lead.assignedTo?.toLowerCase();
  for (const to of owner && owner !== inbox.toLowerCase() ? [inbox, owner] : [inbox]) {
    await enqueue(
      tx,
      {
        channel: "email",
        to,
        subject: alert.subject,
        body: alert.text,
        html: alert.html,
        kind: "notification",
        hubId: hub.id,
        replyTo: input.email,
      },
      now,
    );
  }
  if (!deps.webhookUrl) return;
  const payload = {
    lead_id: lead.leadId,
    updated: lead.updated,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    message: input.message,
    platform_interest: input.platform_interest,
    hub_id: hub.hubNumber,
    hub: ctx.hub,
    email_signup: input.email_signup,
    sms_signup: input.sms_signup,
  };
  await enqueue(
    tx,
    {
      channel: "webhook",
      to: deps.webhookUrl,
      subject: null,
      body: JSON.stringify(payload),
      kind: "notification",
      hubId: hub.id,
    },
    now,
  );
}
