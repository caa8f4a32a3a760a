import type { Hub } from "../../hubs/registry.ts";
import { escapeHtml, layout, type EmailContent } from "./index.ts";

/** One lead line in the digest: who, and the day to call back when there is one. */
export interface DigestLead {
  id: string;
  name: string;
  email: string;
  followUpOn: string | null;
}

export interface DigestInput {
  /** The staff member's local day (YYYY-MM-DD). */
  day: string;
  due: readonly DigestLead[];
  unassigned: readonly DigestLead[];
  /** The admin's base URL, e.g. https://marquetext.com; lead links are `${origin}/admin/leads/<id>`. */
  origin: string;
}

function line(lead: DigestLead, origin: string): string {
  const when = lead.followUpOn ? ` (follow up ${lead.followUpOn})` : "";
  return `- ${lead.name} <${lead.email}>${when}: ${origin}/admin/leads/${lead.id}`;
}

function htmlList(leads: readonly DigestLead[], origin: string): string {
  const items = leads
    .map((lead) => {
      const when = lead.followUpOn ? ` · follow up ${escapeHtml(lead.followUpOn)}` : "";
      const href = escapeHtml(`${origin}/admin/leads/${lead.id}`);
      return `<li style="margin:0 0 8px"><a href="${href}" style="color:#18181b">${escapeHtml(lead.name)}</a> &lt;${escapeHtml(lead.email)}&gt;${when}</li>`;
    })
    .join("");
  return `<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
}

/** The morning digest to one staff member: their leads due today or overdue, and the new unassigned ones. */
export function followUpDigestEmail(hub: Hub, input: DigestInput): EmailContent {
  const { due, unassigned, origin, day } = input;
  const subject = `${due.length} due, ${unassigned.length} new unassigned: your leads for ${day}`;
  const text = [
    `Your ${hub.name} leads for ${day}.`,
    "",
    `Due for follow-up (${due.length}):`,
    ...(due.length ? due.map((l) => line(l, origin)) : ["- none"]),
    "",
    `New and not yet assigned (${unassigned.length}):`,
    ...(unassigned.length ? unassigned.map((l) => line(l, origin)) : ["- none"]),
    "",
    `All leads: ${origin}/admin/leads`,
  ].join("\n");
  const inner = `<h1 style="margin:0 0 12px;font-size:22px">Your leads for ${escapeHtml(day)}</h1>
<h2 style="margin:0 0 8px;font-size:16px">Due for follow-up (${due.length})</h2>
${due.length ? htmlList(due, origin) : '<p style="margin:0 0 16px">None.</p>'}
<h2 style="margin:0 0 8px;font-size:16px">New and not yet assigned (${unassigned.length})</h2>
${unassigned.length ? htmlList(unassigned, origin) : '<p style="margin:0 0 16px">None.</p>'}
<p style="margin:16px 0 0;font-size:13px;color:#52525b"><a href="${escapeHtml(`${origin}/admin/leads`)}" style="color:#18181b">All leads</a></p>`;
  return { subject, text, html: layout(hub, subject, inner) };
}
