#!/usr/bin/env node
// Writes nginx's own answers for when no app server is up (deploy/nginx/errors): per hub, the
// page for what the cache cannot serve and the page for a contact form posted meanwhile, both
// themes, the hub's name, colors and support address; and the JSON answer for the form's script.
// `--check` fails when the committed files differ (tests/unit/deploy-edge.test.ts runs it).
// Node 24 reads the registry's TypeScript as is.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HUB_IDS, HUBS } from "../lib/hubs/registry.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "deploy/nginx/errors");

/** The message of the JSON answer, word for word what the contact form's client shows. */
export const CONTACT_DOWN_MESSAGE =
  "Nothing was sent: our server is down for a moment. Please try again in a few minutes.";

const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function page(hub, { title, heading, paragraphs, action }) {
  const c = hub.colors;
  return `<!doctype html>
<html lang="en" data-hub="${hub.id}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escape(title)} | ${escape(hub.name)}</title>
<style>
:root { color-scheme: light dark; --bg: #ffffff; --fg: #111827; --muted: #4b5563; --brand: ${c.primaryText}; --mark: ${c.primary}; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b0f19; --fg: #f3f4f6; --muted: #c7cbd3; --brand: ${c.primaryTextDark}; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg); font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 34rem; padding: 2rem 1.5rem; }
.brand { display: flex; align-items: center; gap: .6rem; font-weight: 700; font-size: 1.25rem; }
.mark { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: .5rem; background: var(--mark); color: #000; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 1.5rem 0 .75rem; }
p { color: var(--muted); margin: 0 0 1rem; }
a { color: var(--brand); font-weight: 600; }
a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
</style>
</head>
<body>
<main>
<div class="brand"><span class="mark" aria-hidden="true">${escape(hub.name[0])}</span>${escape(hub.name)}</div>
<h1>${escape(heading)}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
<p>${action}</p>
<p>Need us now? Email <a href="mailto:${hub.supportEmail}">${hub.supportEmail}</a>.</p>
</main>
</body>
</html>
`;
}

export function errorFiles() {
  const files = {
    "contact-down.json": `${JSON.stringify({ error: { code: "API_SERVER_ERROR", message: CONTACT_DOWN_MESSAGE } })}\n`,
  };
  for (const id of HUB_IDS) {
    const hub = HUBS[id];
    files[`${id}/unavailable.html`] = page(hub, {
      title: "Back in a moment",
      heading: "We'll be right back",
      paragraphs: [`${escape(hub.name)} is down for a moment. Please try again in a few minutes.`],
      action: `<a href="/">Try again</a>`,
    });
    files[`${id}/contact-down.html`] = page(hub, {
      title: "Your message was not sent",
      heading: "Your message was not sent",
      paragraphs: [
        "Our server is down for a moment, so nothing was sent and nothing was stored.",
        "Please go back and send the form again in a few minutes.",
      ],
      action: `<a href="/contact">Back to the contact form</a>`,
    });
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const stale = [];
  for (const [name, text] of Object.entries(errorFiles())) {
    const file = path.join(out, name);
    let current = null;
    try {
      current = readFileSync(file, "utf8");
    } catch {
      // not written yet
    }
    if (current === text) continue;
    if (check) stale.push(name);
    else {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  if (stale.length) {
    console.error(`deploy/nginx/errors is out of date (${stale.join(", ")}): run node scripts/nginx-error-pages.mjs`);
    process.exit(1);
  }
}
