import type { Hub } from "../../hubs/registry.ts";
import { escapeHtml, layout, type EmailContent } from "./index.ts";

/** A message a staff member writes to a lead: their words, in the brand frame, signed with their address. */
export function staffToLeadEmail(hub: Hub, input: { subject: string; body: string; from: string }): EmailContent {
  const paragraphs = input.body.split(/\n{2,}/);
  const signature = `${input.from} · ${hub.name}`;
  const text = `${input.body}\n\n--\n${signature}`;
  const inner = `${paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#52525b">${escapeHtml(signature)}</p>`;
  return { subject: input.subject, text, html: layout(hub, input.subject, inner) };
}
