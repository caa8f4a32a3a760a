import "server-only";
import type { ConsentRecord, Lead } from "@/lib/types/backend";
import { HUBS } from "@/lib/hubs/registry";
import { sha256Hex } from "@/lib/security/sha256";
import { STAFF_OPT_OUT_VERSION } from "@/lib/backend/core/pipeline";

/** One consent event as a carrier or counsel reads it, with the stored hash checked against the text. */
export interface ProofEvent {
  time: string;
  channel: "sms" | "email";
  action: "opt-in" | "opt-out" | "opt-in requested" | "confirmation text sent" | "opt-in confirmed";
  source: "contact form" | "text message keyword" | "text message sent" | "staff";
  version: string;
  text: string;
  storedSha256: string;
  computedSha256: string;
  hashMatches: boolean;
  page: string;
  ip: string | null;
  userAgent: string | null;
}

export interface ConsentProof {
  generatedAt: string;
  lead: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    brand: string;
    /** Erased on request: when, and the contact points' SHA-256 in place of them. */
    erasedAt?: string | null;
    emailSha256?: string | null;
    phoneSha256?: string | null;
  };
  events: ProofEvent[];
}

/** What a ledger row did: an SMS web opt-in is only a request until the number confirms it. */
function proofAction(c: ConsentRecord): ProofEvent["action"] {
  if (!c.granted) return "opt-out";
  if (c.step === "requested") return "opt-in requested";
  if (c.step === "confirmation-sent") return "confirmation text sent";
  if (c.step === "confirmed") return "opt-in confirmed";
  return "opt-in";
}

/** A lead's consent history, oldest first, each text hashed again so the record proves its own integrity. */
export function buildConsentProof(lead: Lead, consents: readonly ConsentRecord[], now: Date): ConsentProof {
  const events = [...consents]
    .sort(
      (a, b) =>
        a.createdAt.localeCompare(b.createdAt) || a.channel.localeCompare(b.channel) || a.id.localeCompare(b.id),
    )
    .map((c): ProofEvent => {
      const computedSha256 = sha256Hex(c.text);
      return {
        time: c.createdAt,
        channel: c.channel,
        action: proofAction(c),
        source:
          c.step === "confirmation-sent"
            ? "text message sent"
            : c.leadId === null
              ? "text message keyword"
              : c.version === STAFF_OPT_OUT_VERSION
                ? "staff"
                : "contact form",
        version: c.version,
        text: c.text,
        storedSha256: c.sha256,
        computedSha256,
        hashMatches: computedSha256 === c.sha256.toLowerCase(),
        page: c.pageUrl,
        ip: c.ip,
        userAgent: c.userAgent,
      };
    });
  return {
    generatedAt: now.toISOString(),
    lead: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.smsPhone ?? lead.phone,
      brand: HUBS[lead.hubId].name,
      ...(lead.erasedAt
        ? { erasedAt: lead.erasedAt, emailSha256: lead.emailSha256 ?? null, phoneSha256: lead.phoneSha256 ?? null }
        : {}),
    },
    events,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The proof as one printable HTML page: inline styles, no script, no external resource. */
export function consentProofHtml(proof: ConsentProof): string {
  const erased = proof.lead.erasedAt ?? null;
  const row = (label: string, value: string | null) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${value === null ? "<em>not retained</em>" : escapeHtml(value)}</td></tr>`;
  const events = proof.events
    .map(
      (e, i) => `<section>
<h2>${i + 1}. ${escapeHtml(e.channel.toUpperCase())} ${escapeHtml(e.action)} — ${escapeHtml(e.time)}</h2>
<table>
${row("Source", e.source)}
${row("Disclosure version", e.version)}
${row("Text shown or received", e.text)}
${row("Stored SHA-256", e.storedSha256)}
${row("SHA-256 of the text above", e.computedSha256)}
${row("Hash check", e.hashMatches ? "matches: the text is the one recorded" : "DOES NOT MATCH")}
${row("Page", e.page)}
${row("IP address", e.ip)}
${row("User agent", e.userAgent)}
</table>
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Proof of consent — ${escapeHtml(erased ? `lead ${proof.lead.id}` : proof.lead.name)}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;color:#111;margin:2rem auto;max-width:48rem;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:.4rem;text-align:left;vertical-align:top}
th{width:12rem;background:#f2f2f2}td{word-break:break-word}
</style>
</head>
<body>
<h1>Proof of consent</h1>
${erased ? `<p><strong>Personal data erased on ${escapeHtml(erased)}</strong> at the person's request. The email and phone number are kept only as their SHA-256, so the records below still prove what was agreed, and a number that opted out stays opted out.</p>\n` : ""}<table>
${row("Brand", proof.lead.brand)}
${
  erased
    ? `${row("Status", `erased on ${erased}`)}
${row("Email SHA-256", proof.lead.emailSha256 ?? null)}
${row("Phone SHA-256", proof.lead.phoneSha256 ?? null)}`
    : `${row("Lead", proof.lead.name)}
${row("Email", proof.lead.email)}
${row("Phone", proof.lead.phone)}`
}
${row("Lead id", proof.lead.id)}
${row("Generated", proof.generatedAt)}
</table>
<p>Each event below is the exact text the person was shown (or texted in), as recorded at the time. Its SHA-256 was
stored with it; the hash is computed again here from the text, so any change to the text would show as a mismatch.
To check one yourself: <code>printf '%s' '&lt;text&gt;' | sha256sum</code>.</p>
${events || "<p>No consent events are recorded for this lead.</p>"}
</body>
</html>
`;
}
