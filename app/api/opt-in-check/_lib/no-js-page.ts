import "server-only";
import type { Hub } from "@/lib/hubs/registry";
import { escapeHtml } from "@/lib/contact/no-js-page";
import { VERTICALS, VERTICAL_IDS } from "@/lib/compliance/verticals";

/**
 * The check's answer to a plain form post it could not take (a browser that ran no script): the form again,
 * with what was typed and the reason, so nothing is lost. Plain HTML in the hub's color: no script.
 */
export interface TypedCheck {
  url: string;
  html: string;
  brand: string;
  vertical: string;
  samples: string[];
}

export function typedCheck(form: URLSearchParams): TypedCheck {
  return {
    url: form.get("url") ?? "",
    html: form.get("html") ?? "",
    brand: form.get("brand") ?? "",
    vertical: form.get("vertical") ?? "",
    samples: form.getAll("samples"),
  };
}

function field(name: string, label: string, control: (attrs: string) => string, error?: string): string {
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : "";
  return `<div class="field"><label for="check-${name}">${label}</label>${control(described)}${
    error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ""
  }</div>`;
}

function styles(hub: Hub): string {
  const c = hub.colors;
  return `:root{color-scheme:light dark;--brand-text:${c.primaryText};--fg:#0f172a;--muted:#475569;--bg:#fff;--border:#cbd5e1;--error:#b91c1c}
@media (prefers-color-scheme:dark){:root{--brand-text:${c.primaryTextDark};--fg:#f1f5f9;--muted:#cbd5e1;--bg:#0b1120;--border:#334155;--error:#fca5a5}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
header{border-bottom:4px solid ${c.primary};padding:1rem}header a{color:var(--brand-text);font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:42rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;margin:0 0 1rem}p{color:var(--muted)}
form{display:grid;gap:1rem;border:1px solid var(--border);border-radius:.75rem;padding:1.5rem}.field{display:grid;gap:.25rem}label{font-weight:500}
input,select,textarea{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--border);border-radius:.375rem;padding:.5rem .75rem}
[aria-invalid=true]{border:2px solid var(--error)}.error,.alert{color:var(--error);font-weight:500;margin:0}.alert{border:1px solid var(--error);border-radius:.5rem;padding:.75rem}
a{color:var(--brand-text)}button{font:inherit;font-weight:600;justify-self:start;background:var(--brand-text);color:#fff;border:0;border-radius:.375rem;padding:.75rem 1.5rem;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0b1120}}:focus-visible{outline:3px solid ${c.primary};outline-offset:2px}`;
}

/** The whole page: the message, then the form with every value typed. */
export function renderCheckPage(
  hub: Hub,
  typed: TypedCheck,
  message: string,
  errors: Partial<Record<string, string>>,
): string {
  const options = VERTICAL_IDS.map(
    (id) =>
      `<option value="${id}"${id === typed.vertical ? " selected" : ""}>${escapeHtml(VERTICALS[id].label)}</option>`,
  ).join("");
  const samples = [...typed.samples, "", ""].slice(0, Math.max(2, typed.samples.length));
  const title = "Please check your entries";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${title} | ${escapeHtml(hub.name)}</title><style>${styles(hub)}</style></head>
<body><header><a href="/">${escapeHtml(hub.name)}</a></header>
<main><h1>${title}</h1><p class="alert" role="alert">${escapeHtml(message)}</p>
<form method="post" action="/api/opt-in-check" aria-label="Opt-in check" novalidate>
${field("url", "Your opt-in page's address", (a) => `<input id="check-url" name="url" type="url" value="${escapeHtml(typed.url)}"${a}>`, errors.url)}
${field("html", "Or its HTML", (a) => `<textarea id="check-html" name="html" rows="6"${a}>${escapeHtml(typed.html)}</textarea>`, errors.html)}
${field("brand", "Brand name", (a) => `<input id="check-brand" name="brand" value="${escapeHtml(typed.brand)}"${a}>`, errors.brand)}
${field("vertical", "Kind of business", (a) => `<select id="check-vertical" name="vertical"${a}>${options}</select>`, errors.vertical)}
${samples
  .map((s, i) =>
    field(
      i === 0 ? "samples" : `samples-${i}`,
      `Sample message ${i + 1}`,
      (a) =>
        `<textarea id="check-${i === 0 ? "samples" : `samples-${i}`}" name="samples" rows="3"${a}>${escapeHtml(s)}</textarea>`,
      i === 0 ? errors.samples : undefined,
    ),
  )
  .join("\n")}
<button type="submit">Check my page</button>
</form>
<p><a href="/opt-in-check">Start over</a></p></main></body></html>`;
}
