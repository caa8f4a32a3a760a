/**
 * Confirmed SMS opt-in, end to end in process: the contact form's SMS box
 * sends one "Reply YES" text and the number is opted in only after its own
 * YES; a form never lifts an opt-out (only the number's START/YES does); a
 * later submission never moves a lead's consent to another number; the admin
 * lead page says "SMS consent pending" until the YES.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getBackend } from "@/lib/backend";
import { embeddedPglite } from "@/lib/backend/database";
import { hasConfirmedSmsConsent, smsOptedOut } from "@/lib/backend/core/opt-out";
import { pgliteDb } from "@/lib/backend/database";
import { LeadDetail } from "@/components/admin/lead-detail";
import { POST as inbound } from "@/app/api/webhooks/twilio/inbound/route";
import { agedToken, contactRequest, FORM_SECRET, VALID } from "./contact-route-helpers";
import { withEmbeddedBackend } from "../support/embedded-backend";
import { signedTwilioRequest } from "../support/signed-requests";

const HOST = "percytext.localhost:3304";
const TOKEN = "twilio-auth-token-for-opt-in";
let contact: (request: Request) => Promise<Response>;
let seq = 0;

withEmbeddedBackend("sms-confirmed-opt-in", {
  FORM_TOKEN_SECRET: FORM_SECRET,
  TWILIO_AUTH_TOKEN: TOKEN,
  LOG_LEVEL: "CRITICAL",
});
beforeAll(async () => {
  ({ POST: contact } = await import("@/app/api/contact/route"));
});

const db = () => pgliteDb(embeddedPglite);

async function submit(fields: Record<string, unknown>): Promise<string> {
  seq += 1;
  const response = await contact(
    contactRequest(
      { ...VALID, smsSignup: true, formToken: agedToken(), ...fields },
      { host: HOST, ip: `198.51.100.${seq}` },
    ),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function textIn(from: string, body: string): Promise<string> {
  const url = `http://${HOST}/api/webhooks/twilio/inbound`;
  const params = { From: from, To: "+15005550006", Body: body, MessageSid: `SM${from}${body}` };
  const response = await inbound(signedTwilioRequest(TOKEN, url, params));
  expect(response.status).toBe(200);
  return response.text();
}

async function textsTo(phone: string): Promise<string[]> {
  const { rows } = await (
    await embeddedPglite()
  ).query<{ body: string }>(`select body from outbox where channel = 'sms' and "to" = $1 order by created_at`, [phone]);
  return rows.map((r) => r.body);
}

async function leadPage(id: string): Promise<string> {
  const found = await getBackend().admin.lead(id);
  return renderToStaticMarkup(createElement(LeadDetail, { lead: found!.lead, consents: found!.consents }));
}

describe("confirmed SMS opt-in", () => {
  it("one confirmation text; pending until the number replies YES; then confirmed", async () => {
    const phone = "+12015550140";
    const id = await submit({ email: "yes@example.com", phone: "(201) 555-0140" });
    expect(await textsTo(phone)).toEqual([
      "PercyText: Reply YES to confirm texts about your inquiry, STOP to cancel. Msg & data rates may apply.",
    ]);
    expect(await hasConfirmedSmsConsent(db(), phone)).toBe(false);
    expect((await getBackend().admin.lead(id))?.lead.smsConsent).toBe("pending");
    expect(await leadPage(id)).toContain("SMS consent pending");

    // Submitting again sends no second text.
    await submit({ email: "yes@example.com", phone });
    expect(await textsTo(phone)).toHaveLength(1);

    expect(await textIn(phone, " yes ")).toContain("PercyText: Thanks, texts are confirmed.");
    expect(await hasConfirmedSmsConsent(db(), phone)).toBe(true);
    expect((await getBackend().admin.lead(id))?.lead.smsConsent).toBe("confirmed");
    expect(await leadPage(id)).not.toContain("SMS consent pending");
  });

  it("after STOP, a form never opts the number back in nor texts it; only its own START or YES does", async () => {
    const phone = "+12015550141";
    await submit({ email: "stop@example.com", phone });
    await textIn(phone, "YES");
    await textIn(phone, "Stop");
    expect(await smsOptedOut(db(), phone)).toBe(true);
    expect(await hasConfirmedSmsConsent(db(), phone)).toBe(false);

    // Someone types the number into the form again, under another email: recorded, but no text and no opt-in.
    const other = await submit({ email: "someone-else@example.com", phone });
    expect(await textsTo(phone)).toHaveLength(1);
    expect(await smsOptedOut(db(), phone)).toBe(true);
    expect((await getBackend().admin.lead(other))?.lead.smsConsent).toBe("opted-out");

    await textIn(phone, "START");
    expect(await hasConfirmedSmsConsent(db(), phone)).toBe(true);
  });

  it("a later submission never moves a lead's SMS consent to another number, nor texts that number", async () => {
    const id = await submit({ email: "keep@example.com", phone: "+12015550142" });
    await submit({ email: "keep@example.com", phone: "+12015550143" });
    const found = await getBackend().admin.lead(id);
    expect(found?.lead.smsPhone).toBe("+12015550142");
    expect(await textsTo("+12015550143")).toEqual([]);
    // A YES from the other number confirms only that number, never this lead's.
    await textIn("+12015550143", "YES");
    expect((await getBackend().admin.lead(id))?.lead.smsConsent).toBe("pending");
  });

  it("texts only the SMS countries: an SMS opt-in abroad is a field error naming them; without SMS it is fine", async () => {
    seq += 1;
    const refused = await contact(
      contactRequest(
        { ...VALID, email: "uk@example.com", phone: "+44 7400 123456", smsSignup: true, formToken: agedToken() },
        { host: HOST, ip: `198.51.100.${seq}` },
      ),
    );
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      phone: "We can only send text messages to numbers in the United States and Canada. Please use email instead.",
    });
    await submit({ email: "uk@example.com", phone: "+44 7400 123456", smsSignup: false, emailSignup: true });
    expect(await textsTo("+447400123456")).toEqual([]);
  });
});
