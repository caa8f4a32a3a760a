/**
 * Proof of consent for a lead that opted in to SMS on the contact form and later texted STOP: both events,
 * in order, each with its text and a hash that matches it; the download route answers only staff.
 */
import { HUBS } from "@/lib/hubs/registry";
import { smsConfirmationRequest } from "@/lib/backend/templates";
import { getBackend } from "@/lib/backend";
import { database } from "@/lib/backend/database";
import { recordSmsKeyword } from "@/lib/backend/core/opt-out";
import { ADMIN_SESSION_COOKIE, startAdminSession } from "@/lib/auth/admin-session";
import { buildConsentProof, consentProofHtml } from "@/lib/admin/consent-proof";
import { sha256Hex } from "@/lib/security/sha256";
import { GET } from "@/app/api/admin/leads/[id]/consent-proof/route";
import { ctx, shownText, submission } from "./backend-fixtures";
import { withEmbeddedBackend } from "../support/embedded-backend";

let cookie = "";
let leadId = "";

withEmbeddedBackend("consent-proof", {
  NODE_ENV: "production",
  ADMIN_SESSION_SECRET: "consent-proof-secret-0123456789abcdef",
  ADMIN_ACCESS_CODE: "x",
  LOG_LEVEL: "WARN",
});
beforeAll(async () => {
  cookie = `${ADMIN_SESSION_COOKIE}=${await startAdminSession()}`;
  const result = await getBackend().submitContact(submission(), ctx);
  leadId = result.leadId;
  await recordSmsKeyword(database(), {
    phone: "+14155550123",
    granted: true,
    text: "Yes",
    pageUrl: "https://percymd.com/api/webhooks/twilio/inbound",
    ip: "twilio",
    userAgent: "TwilioProxy/1.1",
    hubId: "percymd",
    now: new Date(Date.now() + 30_000),
  });
  await recordSmsKeyword(database(), {
    phone: "+14155550123",
    granted: false,
    text: "STOP",
    pageUrl: "https://percymd.com/api/webhooks/twilio/inbound",
    ip: "twilio",
    userAgent: "TwilioProxy/1.1",
    hubId: "percymd",
    now: new Date(Date.now() + 60_000),
  });
}, 30_000);

const request = (query = "", headers: Record<string, string> = { cookie }) =>
  GET(new Request(`http://marque.localhost/api/admin/leads/${leadId}/consent-proof${query}`, { headers }), {
    params: Promise.resolve({ id: leadId }),
  });

describe("proof of consent", () => {
  it("lists every step: the form's request, the confirmation text, the YES, then the STOP, each with a matching hash", async () => {
    const found = await getBackend().admin.lead(leadId);
    const proof = buildConsentProof(found!.lead, found!.consents, new Date());
    expect(proof.events.map((e) => [e.channel, e.action, e.source, e.text])).toEqual([
      ["email", "opt-in", "contact form", shownText("email")],
      ["sms", "opt-in requested", "contact form", shownText("sms")],
      ["sms", "confirmation text sent", "text message sent", smsConfirmationRequest(HUBS.percymd)],
      ["sms", "opt-in confirmed", "text message keyword", "Yes"],
      ["sms", "opt-out", "text message keyword", "STOP"],
    ]);
    for (const event of proof.events) {
      expect(event.computedSha256).toBe(sha256Hex(event.text));
      expect(event.hashMatches).toBe(true);
    }
  });

  it("shows a text that no longer matches its stored hash as a mismatch", async () => {
    const found = await getBackend().admin.lead(leadId);
    const tampered = found!.consents.map((c) => ({ ...c, text: `${c.text} (edited)` }));
    const proof = buildConsentProof(found!.lead, tampered, new Date());
    expect(proof.events.every((e) => !e.hashMatches)).toBe(true);
    expect(consentProofHtml(proof)).toContain("DOES NOT MATCH");
  });

  it("downloads as self-contained HTML (no script, no external resource) and as JSON", async () => {
    const html = await request();
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(html.headers.get("content-disposition")).toContain(`consent-proof-${leadId}.html`);
    const page = await html.text();
    expect(page).toContain("Proof of consent");
    expect(page.indexOf("opt-in")).toBeLessThan(page.indexOf("opt-out"));
    expect(page).toContain("matches: the text is the one recorded");
    expect(page).not.toMatch(/<script|<link|\bsrc=|https?:\/\/(?!percymd\.com)/);

    const json = await request("?format=json");
    expect(json.headers.get("content-disposition")).toContain(".json");
    const body = (await json.json()) as { events: { action: string; hashMatches: boolean }[] };
    expect(body.events.map((e) => [e.action, e.hashMatches])).toEqual([
      ["opt-in", true],
      ["opt-in requested", true],
      ["confirmation text sent", true],
      ["opt-in confirmed", true],
      ["opt-out", true],
    ]);
  });

  it("answers 401 without a staff session", async () => {
    expect((await request("", {})).status).toBe(401);
  });
});
