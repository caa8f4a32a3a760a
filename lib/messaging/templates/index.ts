import type { Hub } from "../../hubs/registry.ts";
import { CODE_LIFETIME_MINUTES } from "../../config/rules.ts";

/**
 * Per-hub messages: subject, plain text and HTML for email (hand-written
 * HTML tables, inline styles: what mail clients render), one GSM-7 segment
 * for SMS. Kept free of Node APIs: the Deno functions render them too.
 */
export type CodePurpose = "signup" | "login" | "demo";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export const SMS_SEGMENT_LIMIT = 160;
export const STOP_LINE = "Reply STOP to opt out";

// The GSM 03.38 basic character set (plus the extension table, which costs 2).
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENDED = "^{}\\[~]|€";

/** Septets a text needs in GSM-7, or null when it needs UCS-2. */
export function gsm7Length(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) n += 1;
    else if (GSM7_EXTENDED.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

/** True when the text fits one 160-character GSM-7 segment. */
export function fitsOneSegment(text: string): boolean {
  const n = gsm7Length(text);
  return n !== null && n <= SMS_SEGMENT_LIMIT;
}

const CODE_WORDS: Record<CodePurpose, { noun: string; heading: string; action: string }> = {
  signup: { noun: "verification code", heading: "Verify your email", action: "finish creating your account" },
  login: { noun: "login code", heading: "Your login code", action: "log in" },
  demo: { noun: "demo code", heading: "Your demo code", action: "start your demo" },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The brand frame: a colored header with the hub's mark and name, then the content. */
export function layout(hub: Hub, title: string, inner: string): string {
  const color = hub.colors.primary;
  const dark = hub.colors.primaryText;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};padding:20px 24px">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="width:36px;height:36px;background:#ffffff;border-radius:8px;text-align:center;vertical-align:middle;font-size:20px;font-weight:bold;color:${dark}">${escapeHtml(hub.name.charAt(0))}</td>
<td style="padding-left:12px;font-size:20px;font-weight:bold;color:#ffffff">${escapeHtml(hub.name)}</td>
</tr></table></td></tr>
<tr><td style="padding:24px">${inner}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;color:#71717a">${escapeHtml(hub.name)} · <a href="mailto:${hub.supportEmail}" style="color:${dark}">${hub.supportEmail}</a></td></tr>
</table></td></tr></table></body></html>`;
}

/** A code by email; a verification also carries its one-click link. */
export function codeEmail(hub: Hub, purpose: CodePurpose, code: string, link: string | null): EmailContent {
  const words = CODE_WORDS[purpose];
  const subject = `Your ${hub.name} ${words.noun}`;
  const text = [
    `Your ${hub.name} ${words.noun} is ${code}.`,
    `Enter it to ${words.action}. It expires in ${CODE_LIFETIME_MINUTES} minutes.`,
    ...(link ? ["", `Or open this link to verify in one click:`, link] : []),
    "",
    `If you did not ask for this, you can ignore this email.`,
    `${hub.name} · ${hub.supportEmail}`,
  ].join("\n");
  const dark = escapeHtml(hub.colors.primaryText);
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${escapeHtml(hub.colors.primary)};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">Verify my email</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b">Or paste this link into your browser:<br><a href="${escapeHtml(link)}" style="color:${dark};word-break:break-all">${escapeHtml(link)}</a></p>`
    : "";
  const inner = `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(words.heading)}</h1>
<p style="margin:0 0 16px">Enter this code to ${escapeHtml(words.action)} with ${escapeHtml(hub.name)}:</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;color:${dark}">${escapeHtml(code)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#52525b">It expires in ${CODE_LIFETIME_MINUTES} minutes.</p>
${button}
<p style="margin:16px 0 0;font-size:13px;color:#71717a">If you did not ask for this, you can ignore this email.</p>`;
  return { subject, text, html: layout(hub, subject, inner) };
}

/** A code by SMS: brand, code and expiry in one segment; the demo text is marketing and says how to stop. */
export function codeSms(hub: Hub, purpose: CodePurpose, code: string): string {
  const base = `${hub.name}: your ${CODE_WORDS[purpose].noun} is ${code}. It expires in ${CODE_LIFETIME_MINUTES} min.`;
  return purpose === "demo" ? `${base} ${STOP_LINE}` : base;
}

export interface LeadAlertFields {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  platformInterest: string;
  message: string | null;
  emailSignup: boolean;
  smsSignup: boolean;
  /** The staff member whose lead it is, when it has one. */
  owner?: string | null;
  /** The person's open lead this contact joined, when they had written before: its hub's name and its first day. */
  joined?: { hubName: string; since: string } | null;
}

/** A new lead, to the sales inbox. */
export function leadAlertEmail(hub: Hub, lead: LeadAlertFields): EmailContent {
  const subject = `New ${hub.name} lead: ${lead.name}`;
  const rows: [string, string][] = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone ?? "-"],
    ["Company", lead.company ?? "-"],
    ["Interest", lead.platformInterest],
    ["Hub", `${hub.name} (${hub.hubNumber})`],
    ["Email updates", lead.emailSignup ? "yes" : "no"],
    ["SMS updates", lead.smsSignup ? "yes" : "no"],
    ...(lead.owner ? ([["Owner", lead.owner]] as [string, string][]) : []),
    ...(lead.joined
      ? ([["Record", `Joined their open ${lead.joined.hubName} lead of ${lead.joined.since}`]] as [string, string][])
      : []),
  ];
  const text = [...rows.map(([k, v]) => `${k}: ${v}`), "", lead.message ?? ""].join("\n");
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#52525b;white-space:nowrap">${k}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  const inner = `<h1 style="margin:0 0 12px;font-size:22px">New lead on ${escapeHtml(hub.name)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${table}</table>
${lead.message ? `<p style="margin:16px 0 0;white-space:pre-wrap">${escapeHtml(lead.message)}</p>` : ""}`;
  return { subject, text, html: layout(hub, subject, inner) };
}

/** Answers to carrier keywords on our numbers. */
export const OPT_OUT_CONFIRMATION =
  "You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe.";
export const OPT_IN_CONFIRMATION =
  "You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe.";

/** The answer to HELP or INFO: the program, a support contact, the rates line and how to stop. */
export function helpSms(hub: Hub): string {
  return `${hub.name} texts: help at ${hub.supportEmail}. Msg & data rates may apply. ${STOP_LINE}.`;
}

/** The one text a web SMS opt-in sends: the number is opted in only once it answers YES. */
export function smsConfirmationRequest(hub: Hub): string {
  return `${hub.name}: Reply YES to confirm texts about your inquiry, STOP to cancel. Msg & data rates may apply.`;
}

/** The answer to YES: the opt-in is confirmed. */
export function smsConfirmedReply(hub: Hub): string {
  return `${hub.name}: Thanks, texts are confirmed. Reply HELP for help. ${STOP_LINE}. Msg & data rates may apply.`;
}

/** The answer to YES, START or UNSTOP from a number that asked for nothing: it is no consent; how to ask. */
export function notSubscribedSms(hub: Hub): string {
  return `${hub.name}: you have not asked for texts from us. To get them, tick the SMS box at ${hub.domain}/contact. Reply HELP for help.`;
}

/** A staff alert: a heading and paragraphs, as plain text and in the brand frame. */
function staffAlert(hub: Hub, subject: string, paragraphs: string[], list: string[] = []): EmailContent {
  const text = [paragraphs[0], ...list.map((item) => `- ${item}`), ...paragraphs.slice(1)].join("\n\n");
  const items = list.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${list.map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`).join("")}</ul>`
    : "";
  const [first, ...rest] = paragraphs;
  const inner = `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(first)}</p>
${items}${rest.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n")}`;
  return { subject, text, html: layout(hub, subject, inner) };
}

/** To staff, once, when the day's SMS budget is spent. */
export function smsBudgetAlertEmail(hub: Hub, limit: number, day: string): EmailContent {
  return staffAlert(hub, `SMS budget spent for ${day}`, [
    `All ${limit} text messages of today's budget (${day}, UTC) are spent.`,
    "New texts are refused until midnight UTC and people are offered email instead; email and everything else keep working.",
    "If this is real traffic, raise SMS_DAILY_LIMIT. If it is not, look for SMS pumping: many numbers in one block or one country.",
  ]);
}

/** To staff, once per outage, when message delivery is degraded. */
export function deliveryAlertEmail(hub: Hub, reasons: readonly string[]): EmailContent {
  return staffAlert(
    hub,
    "Message delivery is degraded",
    [
      "Message delivery is degraded:",
      "The outbox in the admin dashboard shows each message's state and the provider's last answer. No further alert is sent for this outage.",
    ],
    [...reasons],
  );
}
