import { expect, test } from "@playwright/test";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";
import { startSite, type Site } from "../support/next-server.mjs";
import { startTwilioStandIn } from "../support/messaging-sinks";
import { rawTo } from "./admin-helpers";

/**
 * A Twilio webhook signed over the URL exactly as called, its query mixing
 * every escape Twilio may send (`%7E` beside `~`, `+` beside `%20`), is
 * accepted by the built server, which re-serialises queries before route
 * handlers see them; the same request with a forged target header, or signed
 * over Next's re-serialised form, is refused.
 */
const TOKEN = "signed-query-e2e-twilio-token-3317";
const QUERY = "?a=%7E&b=~&c=x+y&d=x%20y";
const INBOUND = "/api/webhooks/twilio/inbound";
const HOST = "marquetext.com";
const PARAMS = { From: "+14155550171", To: "+15005550006", Body: "HELP", MessageSid: "SMsignedquery1" };

let next: Site | undefined;
let port = 0;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>> | undefined;

function post(target: string, signedUrl: string, extra: Record<string, string> = {}) {
  return rawTo(
    port,
    "POST",
    target,
    {
      host: HOST,
      connection: "close",
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": getExpectedTwilioSignature(TOKEN, signedUrl, PARAMS),
      ...extra,
    },
    new URLSearchParams(PARAMS).toString(),
  );
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  twilio = await startTwilioStandIn();
  next = await startSite({
    bind: "127.0.0.1",
    readyPath: "/api/health",
    env: {
      ADMIN_ACCESS_CODE: "signed-query-admin-code-7731",
      ADMIN_SESSION_SECRET: "signed-query-admin-session-secret-0123456789abcdef",
      FORM_TOKEN_SECRET: "signed-query-form-token-secret-0123456789abcdef",
      TWILIO_ACCOUNT_SID: "ACsignedquery",
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: twilio.url,
    },
  });
  port = next.port;
});

test.afterAll(async () => {
  await next?.stop();
  await twilio?.stop();
});

test("a signature over the combined query, exactly as called, is accepted by the built server", async () => {
  const answered = await post(`${INBOUND}${QUERY}`, `https://${HOST}${INBOUND}${QUERY}`);
  expect(answered.status, answered.body).toBe(200);
  expect(answered.headers["content-type"]).toMatch(/text\/xml/);
  expect(answered.body).toContain("<Message>");
  // Each parameter alone, as before.
  for (const one of QUERY.slice(1).split("&")) {
    const alone = await post(`${INBOUND}?${one}`, `https://${HOST}${INBOUND}?${one}`);
    expect({ one, status: alone.status }).toEqual({ one, status: 200 });
  }
});

test("a signature over another form of the query, or a target header sent by the client, is refused", async () => {
  // What Next's re-serialised URL would say: not what was called.
  const reserialised = "?a=%7E&b=%7E&c=x+y&d=x+y";
  expect((await post(`${INBOUND}${QUERY}`, `https://${HOST}${INBOUND}${reserialised}`)).status).toBe(403);
  // A client cannot choose the URL the signature is checked against.
  const spoofed = await post(`${INBOUND}${QUERY}`, `https://${HOST}${INBOUND}?x=1`, {
    "x-marque-twilio-target": `${INBOUND}?x=1`,
  });
  expect(spoofed.status).toBe(403);
});
