import type { Hub } from "../../hubs/registry.ts";
import { escapeHtml, layout, type EmailContent } from "./index.ts";

/** A lead still waiting for its first answer, as the reminder and the escalation name it. */
export interface WaitingLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** When it arrived (ISO), and the staff-hours minutes it has waited. */
  createdAt: string;
  waitedMinutes: number;
  owner: string | null;
}

export interface ResponseClockInput {
  lead: WaitingLead;
  /** The target in staff-hours minutes (LEAD_RESPONSE_MINUTES). */
  targetMinutes: number;
  /** The admin's base URL; the lead's page is `${origin}/admin/leads/<id>`. */
  origin: string;
}

function minutes(n: number): string {
  if (n < 60) return `${n} minute${n === 1 ? "" : "s"}`;
  const h = Math.floor(n / 60);
  const m = n % 60;
  return `${h} hour${h === 1 ? "" : "s"}${m ? ` ${m} min` : ""}`;
}

function body(hub: Hub, subject: string, lines: string[], input: ResponseClockInput): EmailContent {
  const { lead, origin } = input;
  const href = `${origin}/admin/leads/${lead.id}`;
  const contact = [lead.email, lead.phone, lead.company].filter(Boolean).join(" · ");
  const text = [...lines, "", `${lead.name} (${contact})`, `Open the lead: ${href}`].join("\n");
  const inner = `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join("\n")}
<p style="margin:0 0 16px"><strong>${escapeHtml(lead.name)}</strong><br>${escapeHtml(contact)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="color:#18181b">Open the lead</a></p>`;
  return { subject, text, html: layout(hub, subject, inner) };
}

/** To the lead's owner, once, when the lead passes its response target without an answer. */
export function responseReminderEmail(hub: Hub, input: ResponseClockInput): EmailContent {
  const { lead, targetMinutes } = input;
  const subject = `Reminder: ${lead.name} has waited ${minutes(lead.waitedMinutes)} for an answer`;
  return body(
    hub,
    subject,
    [
      `A new ${hub.name} lead of yours is past the ${minutes(targetMinutes)} response target (counted in staff hours) and nobody has answered yet.`,
      "Text or email them from the lead's page, or move the lead out of New once you have called.",
    ],
    input,
  );
}

/** To the sales inbox, once, when the lead passes twice its target without an answer. */
export function responseEscalationEmail(hub: Hub, input: ResponseClockInput): EmailContent {
  const { lead, targetMinutes } = input;
  const subject = `Escalation: ${lead.name} has waited ${minutes(lead.waitedMinutes)} with no answer`;
  return body(
    hub,
    subject,
    [
      `This ${hub.name} lead is past twice the ${minutes(targetMinutes)} response target (counted in staff hours) and nobody has answered yet.`,
      lead.owner ? `Its owner, ${lead.owner}, was reminded at the target.` : "It has no owner: nobody takes new leads.",
    ],
    input,
  );
}
