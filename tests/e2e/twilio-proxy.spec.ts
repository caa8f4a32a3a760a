import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startSite, type Site } from "../support/next-server.mjs";
import { startNginx } from "../support/nginx-config.mjs";
import { startTwilioStandIn } from "../support/messaging-sinks";
import { rawTo, until, type RawResponse } from "../support/site-requests";
import { twilioSignature } from "../support/signed-requests";

/**
 * Every STOP is honored behind a real nginx. Twilio signs the public
 * https:// URL it called; nginx here terminates nothing but says
 * `X-Forwarded-Proto: https`, as a TLS-terminating proxy would. A correctly
 * signed STOP is accepted and the number gets no text afterwards (a Twilio
 * stand-in receives what the server sends); a wrong signature is 403. The
 * plain nginx (Host and X-Forwarded-For only, no X-Forwarded-Proto) works too on a hub's own
 * domain (always https).
 */
const TOKEN = "proxy-e2e-twilio-token-5521";

const INBOUND = "/api/webhooks/twilio/inbound";

let next: Site | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
let dir = "";
/** nginx that says https (a TLS terminator's headers), and plain nginx that does not say the scheme. */
let tlsPort = 0;
let plainPort = 0;

function signedPost(
  port: number,
  host: string,
  signedUrl: string,
  params: Record<string, string>,
  token = TOKEN,
  target = INBOUND,
) {
  return rawTo(
    port,
    "POST",
    target,
    {
      host,
      connection: "close",
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(token, signedUrl, params),
      "user-agent": "TwilioProxy/1.1",
    },
    new URLSearchParams(params).toString(),
  );
}

function startSms(port: number, host: string, phone: string): Promise<RawResponse> {
  return rawTo(
    port,
    "POST",
    "/api/verifications",
    { host, connection: "close", "content-type": "application/json" },
    JSON.stringify({ phone, method: "sms" }),
  );
}

const textsTo = (phone: string) => twilio.requests.filter((r) => r.form.get("To") === phone);

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  twilio = await startTwilioStandIn();
  dir = mkdtempSync(path.join(tmpdir(), "twilio-proxy-e2e-"));
  tlsPort = await freePort();
  plainPort = await freePort();
  next = await startSite({
    bind: "127.0.0.1",
    readyPath: "/api/health",
    env: {
      ADMIN_ACCESS_CODE: "twilio-proxy-admin-code-7731",
      ADMIN_SESSION_SECRET: "twilio-proxy-admin-session-secret-0123456789abcdef",
      FORM_TOKEN_SECRET: "twilio-proxy-form-token-secret-0123456789abcdef",
      TWILIO_ACCOUNT_SID: "ACproxy",
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: "+15005550006",
      TWILIO_API_URL: twilio.url,
      RATE_LIMIT_RELAXED: "0",
      TRUSTED_PROXY_HOPS: "1",
    },
  });
  const location = (extra: string) => `    location / {
      proxy_pass http://127.0.0.1:${next!.port};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 300s;
${extra}    }`;
  nginx = await startNginx({
    dir,
    ports: [tlsPort, plainPort],
    host: "marque.localhost",
    server: `    listen 127.0.0.1:${tlsPort};
${location("      proxy_set_header X-Forwarded-Proto https;\n")}
  }
  server {
    listen 127.0.0.1:${plainPort};
${location("")}`,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  await next?.stop();
  await twilio?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a STOP signed over the public https URL is accepted and the number gets no text afterwards", async () => {
  const host = "marque.localhost";
  const phone = "+14155550161";
  const other = "+14155550162";
  // Before: a code by SMS reaches the phone.
  expect((await startSms(tlsPort, host, phone)).status).toBe(201);
  await until(() => textsTo(phone).length === 1, "the first code");

  // A wrong signature (another token, or the http:// URL nginx itself was called on) is 403 and changes nothing.
  const params = { From: phone, To: "+15005550006", Body: " Stop ", MessageSid: "SMproxy1" };
  const forged = await signedPost(tlsPort, host, `https://${host}${INBOUND}`, params, "not-the-token");
  expect(forged.status).toBe(403);
  expect(JSON.parse(forged.body).error.code).toBe("API_FORBIDDEN");
  expect((await signedPost(tlsPort, host, `http://${host}${INBOUND}`, params)).status).toBe(403);
  expect((await startSms(tlsPort, host, phone)).status).toBe(201);
  await until(() => textsTo(phone).length === 2, "the second code");

  // Twilio's own: signed over https://<host>/… and accepted.
  const stop = await signedPost(tlsPort, host, `https://${host}${INBOUND}`, params);
  expect(stop.status).toBe(200);
  expect(stop.headers["content-type"]).toMatch(/text\/xml/);
  expect(stop.body).toContain("unsubscribed");

  // Suppressed: a new code is refused with email offered, and nothing more reaches the phone.
  const refused = await startSms(tlsPort, host, phone);
  expect(refused.status).toBe(422);
  expect(JSON.parse(refused.body).error.message).toMatch(/opted out.*email/i);
  // Another number's text goes out after it: by then anything queued for the stopped number would have too.
  expect((await startSms(tlsPort, host, other)).status).toBe(201);
  await until(() => textsTo(other).length === 1, "the other number's code");
  expect(textsTo(phone)).toHaveLength(2);
});

test("behind plain nginx (no X-Forwarded-Proto) a hub's own domain is https: STOP accepted, forgery 403", async () => {
  const host = "marquetext.com";
  const phone = "+14155550163";
  const params = { From: phone, To: "+15005550006", Body: "OPTOUT", MessageSid: "SMproxy2" };
  const stop = await signedPost(plainPort, host, `https://${host}${INBOUND}`, params);
  expect(stop.status).toBe(200);
  expect(stop.body).toContain("unsubscribed");
  expect((await signedPost(plainPort, host, `https://${host}${INBOUND}`, params, "wrong")).status).toBe(403);
  expect((await startSms(plainPort, host, phone)).status).toBe(422);
});

test("every hub's inbound URL, its query as Twilio sent it ('~', '%20') and with or without :443, is accepted through nginx", async () => {
  for (const host of ["marquetext.com", "percytech.com", "percymd.com", "percytext.com"]) {
    const params = { From: "+14155550164", To: "+15005550006", Body: "HELP", MessageSid: `SMquery-${host}` };
    const target = `${INBOUND}?ref=a~b&q=a%20b`;
    for (const signed of [`https://${host}${target}`, `https://${host}:443${target}`]) {
      const answer = await signedPost(plainPort, host, signed, params, TOKEN, target);
      expect({ signed, status: answer.status }).toEqual({ signed, status: 200 });
    }
    const tampered = await signedPost(
      plainPort,
      host,
      `https://${host}${INBOUND}?ref=a~c&q=a%20b`,
      params,
      TOKEN,
      target,
    );
    expect(tampered.status).toBe(403);
  }
});
