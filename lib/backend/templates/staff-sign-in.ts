import type { Hub } from "../../hubs/registry.ts";
import { escapeHtml, layout, type EmailContent } from "./index.ts";

/** How long a staff sign-in code lasts, in minutes. */
export const STAFF_CODE_MINUTES = 10;

/** A staff member's admin sign-in code, branded for the hub they asked on. */
export function staffSignInEmail(hub: Hub, code: string): EmailContent {
  const subject = `Your ${hub.name} admin sign-in code`;
  const text = [
    `Your ${hub.name} admin sign-in code is ${code}.`,
    `Enter it on the admin sign-in page. It expires in ${STAFF_CODE_MINUTES} minutes and works once.`,
    "",
    "If you did not ask for this, you can ignore this email: nobody can sign in without the code.",
    `${hub.name} · ${hub.supportEmail}`,
  ].join("\n");
  const dark = escapeHtml(hub.colors.primaryText);
  const inner = `<h1 style="margin:0 0 12px;font-size:22px">Your admin sign-in code</h1>
<p style="margin:0 0 16px">Enter this code on the ${escapeHtml(hub.name)} admin sign-in page:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;color:${dark}">${escapeHtml(code)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#52525b">It expires in ${STAFF_CODE_MINUTES} minutes and works once.</p>
<p style="margin:16px 0 0;font-size:13px;color:#71717a">If you did not ask for this, you can ignore this email: nobody can sign in without the code.</p>`;
  return { subject, text, html: layout(hub, subject, inner) };
}
