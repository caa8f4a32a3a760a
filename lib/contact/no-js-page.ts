import "server-only";
import type { Hub } from "@/lib/hubs/registry";
import { disclosureSegments, type DisclosureSegment } from "@/lib/consent/disclosures";

/**
 * The contact form's page for a browser that ran no script: the static
 * contact page cannot hold a form token, so a post without one is answered
 * with this page, carrying what was typed and a fresh token. Plain HTML with
 * inline styles in the hub's color: no script, nothing to hydrate.
 */

/** What the visitor typed, as posted (strings, checkboxes as booleans). */
export interface TypedContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  emailSignup: boolean;
  smsSignup: boolean;
  consentVersion: string;
}

export type NoJsPage =
  /** All fields pass: show them, hidden, with a fresh token and a Send button. */
  | { kind: "confirm"; notice?: string }
  /** Something is wrong: the fields again, editable, with the messages. */
  | { kind: "edit"; message: string; errors: Partial<Record<string, string>> }
  /** The honeypot was filled: nothing to carry. */
  | { kind: "blocked"; message: string };

const TEXT_FIELDS = [
  { name: "firstName", label: "First name", required: true, type: "text", autocomplete: "given-name" },
  { name: "lastName", label: "Last name", required: true, type: "text", autocomplete: "family-name" },
  { name: "email", label: "Email", required: true, type: "email", autocomplete: "email" },
  { name: "phone", label: "Phone", required: false, type: "tel", autocomplete: "tel" },
  { name: "company", label: "Company", required: false, type: "text", autocomplete: "organization" },
] as const;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function disclosure(segments: DisclosureSegment[]): string {
  return segments
    .map((s) => (typeof s === "string" ? escapeHtml(s) : `<a href="${s.href}">${escapeHtml(s.text)}</a>`))
    .join("");
}

function errorLine(id: string, error: string | undefined): string {
  return error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : "";
}

/** The fields in page order; the first one in error gets `autofocus`, the browser then scrolls to it. */
const FIELD_ORDER = [...TEXT_FIELDS.map((f) => f.name), "message"] as const;

function editFields(hub: Hub, typed: TypedContact, errors: Partial<Record<string, string>>): string {
  const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
  const marked = (name: string, id: string) =>
    errors[name]
      ? ` aria-invalid="true" aria-describedby="${id}-error"${name === firstInvalid ? " autofocus" : ""}`
      : "";
  const inputs = TEXT_FIELDS.map((f) => {
    const id = `contact-${f.name}`;
    const error = errors[f.name];
    const described = marked(f.name, id);
    return `<div class="field"><label for="${id}">${f.label}${f.required ? ' <span aria-hidden="true">*</span>' : ""}</label>
<input id="${id}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" value="${escapeHtml(typed[f.name])}"${f.required ? ' aria-required="true"' : ""}${described}>${errorLine(id, error)}</div>`;
  }).join("\n");
  const messageError = errors.message;
  const message = `<div class="field"><label for="contact-message">Message</label>
<textarea id="contact-message" name="message" rows="4"${marked("message", "contact-message")}>${escapeHtml(typed.message)}</textarea>${errorLine("contact-message", messageError)}</div>`;
  const box = (name: "emailSignup" | "smsSignup", channel: "email" | "sms") =>
    `<div class="check"><input type="checkbox" id="contact-${name}" name="${name}"${typed[name] ? " checked" : ""}>
<label for="contact-${name}">${disclosure(disclosureSegments(hub, channel))}</label></div>`;
  return `${inputs}\n${message}
<fieldset><legend>Stay in touch (optional)</legend>${box("emailSignup", "email")}${box("smsSignup", "sms")}</fieldset>`;
}

function summary(typed: TypedContact): string {
  const rows: [string, string][] = [
    ["Name", `${typed.firstName} ${typed.lastName}`],
    ["Email", typed.email],
    ["Phone", typed.phone],
    ["Company", typed.company],
    ["Message", typed.message],
    ["Email updates", typed.emailSignup ? "Yes" : "No"],
    ["Text messages", typed.smsSignup ? "Yes" : "No"],
  ];
  const list = rows
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const carried = [
    ...TEXT_FIELDS.map((f) => hidden(f.name, typed[f.name])),
    hidden("message", typed.message),
    typed.emailSignup ? hidden("emailSignup", "on") : "",
    typed.smsSignup ? hidden("smsSignup", "on") : "",
  ].join("");
  return `<dl>${list}</dl>${carried}`;
}

function styles(hub: Hub): string {
  const c = hub.colors;
  return `:root{color-scheme:light dark;--brand:${c.primary};--brand-text:${c.primaryText};--fg:#0f172a;--muted:#475569;--bg:#fff;--card:#fff;--border:#cbd5e1;--error:#b91c1c}
@media (prefers-color-scheme:dark){:root{--brand-text:${c.primaryTextDark};--fg:#f1f5f9;--muted:#cbd5e1;--bg:#0b1120;--card:#111827;--border:#334155;--error:#fca5a5}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
header{border-bottom:4px solid var(--brand);padding:1rem}header a{color:var(--brand-text);font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;margin:0 0 1rem}p{color:var(--muted)}
form{display:grid;gap:1rem;background:var(--card);border:1px solid var(--border);border-radius:.75rem;padding:1.5rem}
.field{display:grid;gap:.25rem}label{font-weight:500}input[type=text],input[type=email],input[type=tel],textarea{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--border);border-radius:.375rem;padding:.5rem .75rem}
input[aria-invalid=true],textarea[aria-invalid=true]{border:2px solid var(--error);outline:2px solid var(--error);outline-offset:2px}.error,.alert{color:var(--error);font-weight:500;margin:0}.alert{border:1px solid var(--error);border-radius:.5rem;padding:.75rem}
fieldset{border:1px solid var(--border);border-radius:.5rem;display:grid;gap:.75rem}.check{display:flex;gap:.75rem;align-items:flex-start}.check label{font-weight:400;font-size:.875rem;color:var(--muted)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
a{color:var(--brand-text)}button{font:inherit;font-weight:600;justify-self:start;background:var(--brand-text);color:#fff;border:0;border-radius:.375rem;padding:.75rem 1.5rem;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0b1120}}button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
input[aria-invalid=true]:focus-visible,textarea[aria-invalid=true]:focus-visible{outline:3px solid var(--error);box-shadow:0 0 0 2px var(--brand)}`;
}

const COPY = {
  confirm: {
    title: "Confirm your message",
    intro:
      "Your browser did not run this page's script, which normally checks the form and adds a one-time security token. " +
      "We have added one: check your details below and press Send.",
  },
  edit: {
    title: "Please check your message",
    intro: "Nothing has been sent yet. Correct the fields below and press Send.",
  },
  blocked: { title: "Message not sent", intro: "" },
} as const;

/** The whole page: the contact form's no-script answer. */
export function renderContactPage(hub: Hub, typed: TypedContact, page: NoJsPage, token: string | null): string {
  const copy = COPY[page.kind];
  let body: string;
  if (page.kind === "blocked") {
    body = `<p class="alert" role="alert">${escapeHtml(page.message)}</p><p><a href="/contact">Back to the contact form</a></p>`;
  } else {
    const alert =
      page.kind === "edit"
        ? `<p class="alert" role="alert">${escapeHtml(page.message)}</p>`
        : page.notice
          ? `<p class="alert" role="status">${escapeHtml(page.notice)}</p>`
          : "";
    const fields = page.kind === "edit" ? editFields(hub, typed, page.errors) : summary(typed);
    body = `<p>${escapeHtml(copy.intro)}</p>${alert}
<form method="post" action="/api/contact" aria-label="Contact form" novalidate>
${fields}
${hidden("consentVersion", typed.consentVersion)}${token ? hidden("formToken", token) : ""}
<button type="submit">Send</button>
</form>
<p><a href="/contact">Start over</a></p>`;
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(copy.title)} | ${escapeHtml(hub.name)}</title>
<style>${styles(hub)}</style></head>
<body><header><a href="/">${escapeHtml(hub.name)}</a></header>
<main><h1>${escapeHtml(copy.title)}</h1>
${body}
</main></body></html>`;
}
