import { embeddedPglite } from "@/lib/backend/database";
import { drainOutbox } from "@/lib/messaging/runtime";
import { twilioSignature, validTwilioSignature } from "@/lib/messaging/twilio";
import { OPT_OUT_CONFIRMATION } from "@/lib/backend/templates";
import { POST as inbound } from "@/app/api/webhooks/twilio/inbound/route";
import { POST as status } from "@/app/api/webhooks/twilio/status/route";
import { POST as drainRoute } from "@/app/api/outbox/drain/route";
import { POST as start } from "@/app/api/verifications/route";
import { withEmbeddedBackend } from "../support/embedded-backend";
import { twilioEnv, withTwilioStandIn } from "../support/messaging-sinks";

const HOST = "percytext.localhost:3304";
const TOKEN = "twilio-auth-token-for-tests";
jest.setTimeout(30_000);
const twilio = withTwilioStandIn();
withEmbeddedBackend(
  "twilio-webhooks",
  () => ({
    ...twilioEnv(twilio, TOKEN),
    CRON_SECRET: "cron-secret-for-tests",
    SUPABASE_URL: undefined,
    SMTP_URL: undefined,
  }),
  { quiet: true },
);

function twilioPost(
  route: (r: Request) => Promise<Response>,
  path: string,
  params: Record<string, string>,
  signature?: string,
) {
  const url = `http://${HOST}${path}`;
  return route(
    new Request(url, {
      method: "POST",
      headers: {
        host: HOST,
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signature ?? twilioSignature(TOKEN, url, params),
        "user-agent": "TwilioProxy/1.1",
      },
      body: new URLSearchParams(params).toString(),
    }),
  );
}

function startSms(phone: string) {
  return start(
    new Request(`http://${HOST}/api/verifications`, {
      method: "POST",
      headers: {
        host: HOST,
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({ phone, method: "sms" }),
    }),
  );
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const pg = await embeddedPglite();
  return (await pg.query<{ n: number }>(sql, params)).rows[0].n;
}

describe("Twilio's request signature", () => {
  it("matches Twilio's documented example (token 12345)", () => {
    const params = {
      CallSid: "CA1234567890ABCDE",
      Caller: "+14158675309",
      Digits: "1234",
      From: "+14158675309",
      To: "+18005551212",
    };
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    expect(twilioSignature("12345", url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(validTwilioSignature("12345", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, params)).toBe(true);
    expect(validTwilioSignature("12345", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, { ...params, Digits: "9999" })).toBe(
      false,
    );
    expect(validTwilioSignature("12345", null, url, params)).toBe(false);
  });
});

describe("inbound messages", () => {
  it("a correctly signed STOP records the opt-out and blocks the next SMS to that number", async () => {
    const phone = "+14155550111";
    // Before: a code by SMS goes out.
    expect((await startSms(phone)).status).toBe(201);
    const before = await count(`select count(*)::int as n from consent_records where phone = $1`, [phone]);
    const response = await twilioPost(inbound, "/api/webhooks/twilio/inbound", {
      From: phone,
      To: "+15005550006",
      Body: "  stop ",
      MessageSid: "SMin1",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/xml/);
    expect(await response.text()).toContain(`<Message>${OPT_OUT_CONFIRMATION}</Message>`);
    expect(
      await count(`select count(*)::int as n from consent_records where phone = $1 and granted = false`, [phone]),
    ).toBe(before + 1);

    // A verification by SMS to it is refused, suggesting email.
    const refused = await startSms(phone);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/opted out.*email/i);

    // The code queued before STOP is not sent either.
    twilio.requests.length = 0;
    await drainOutbox();
    expect(twilio.requests.filter((r) => r.form.get("To") === phone)).toHaveLength(0);
    expect(
      await count(
        `select count(*)::int as n from outbox where "to" = $1 and status = 'dead' and last_error like '%opted out%'`,
        [phone],
      ),
    ).toBe(1);

    // START from a number that never subscribed is no consent: it answers how to ask, and changes nothing.
    const restart = await twilioPost(inbound, "/api/webhooks/twilio/inbound", {
      From: phone,
      To: "+15005550006",
      Body: "START",
    });
    expect(await restart.text()).toMatch(/you have not asked for texts from us/);
    expect((await startSms(phone)).status).toBe(422);
  });

  it.each(["STOPALL", "unsubscribe", " Cancel", "END ", "quit", "revoke", " OptOut "])(
    "%s is an opt-out too",
    async (word) => {
      const phone = `+1415555${String(1000 + word.length * 7 + word.charCodeAt(1)).slice(-4)}`;
      await twilioPost(inbound, "/api/webhooks/twilio/inbound", { From: phone, Body: word });
      expect(
        await count(`select count(*)::int as n from consent_records where phone = $1 and granted = false`, [phone]),
      ).toBe(1);
    },
  );

  it.each(["help", " INFO "])(
    "%s answers with the program, a support contact, the rates line and how to stop",
    async (word) => {
      const response = await twilioPost(inbound, "/api/webhooks/twilio/inbound", { From: "+14155550999", Body: word });
      const text = await response.text();
      expect(text).toContain("PercyText texts: help at support@percytext.com");
      expect(text).toContain("Msg &amp; data rates may apply");
      expect(text).toContain("Reply STOP to opt out");
    },
  );

  it("a wrongly signed STOP gets 403 and changes nothing", async () => {
    const phone = "+14155550222";
    const total = await count(`select count(*)::int as n from consent_records`);
    const params = { From: phone, Body: "STOP" };
    const forged = twilioSignature("not-the-token", `http://${HOST}/api/webhooks/twilio/inbound`, params);
    const response = await twilioPost(inbound, "/api/webhooks/twilio/inbound", params, forged);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("API_FORBIDDEN");
    // Signed for another URL: refused too.
    const elsewhere = twilioSignature(TOKEN, `https://evil.example/api/webhooks/twilio/inbound`, params);
    expect((await twilioPost(inbound, "/api/webhooks/twilio/inbound", params, elsewhere)).status).toBe(403);
    expect(await count(`select count(*)::int as n from consent_records`)).toBe(total);
    expect((await startSms(phone)).status).toBe(201);
  });
});

describe("status callbacks", () => {
  it("mark the row delivered, or undelivered with the carrier's error code", async () => {
    twilio.requests.length = 0;
    await startSms("+14155550333");
    await startSms("+14155550444");
    await drainOutbox();
    const pg = await embeddedPglite();
    const sent = (
      await pg.query<{ to: string; provider_id: string; status: string }>(
        `select "to", provider_id, status from outbox where "to" in ('+14155550333', '+14155550444') order by "to"`,
      )
    ).rows;
    expect(sent.map((r) => r.status)).toEqual(["sent", "sent"]);

    const ok = await twilioPost(status, "/api/webhooks/twilio/status", {
      MessageSid: sent[0].provider_id,
      MessageStatus: "delivered",
    });
    expect(ok.status).toBe(204);
    const bad = await twilioPost(status, "/api/webhooks/twilio/status", {
      MessageSid: sent[1].provider_id,
      MessageStatus: "undelivered",
      ErrorCode: "30003",
    });
    expect(bad.status).toBe(204);
    const forged = await twilioPost(
      status,
      "/api/webhooks/twilio/status",
      { MessageSid: sent[1].provider_id, MessageStatus: "delivered" },
      "AAAA",
    );
    expect(forged.status).toBe(403);

    const after = (
      await pg.query(
        `select "to", status, delivered, last_error from outbox where "to" in ('+14155550333', '+14155550444') order by "to"`,
      )
    ).rows;
    expect(after).toEqual([
      { to: "+14155550333", status: "delivered", delivered: true, last_error: null },
      { to: "+14155550444", status: "undelivered", delivered: false, last_error: "carrier undelivered (error 30003)" },
    ]);
    // A carrier's failure is final: the sweep does not send it again.
    twilio.requests.length = 0;
    await drainOutbox();
    expect(twilio.requests).toHaveLength(0);
  });
});

describe("POST /api/outbox/drain", () => {
  function drainCall(authorization?: string) {
    return drainRoute(
      new Request(`http://${HOST}/api/outbox/drain`, {
        method: "POST",
        headers: { host: HOST, ...(authorization ? { authorization } : {}) },
      }),
    );
  }
  it("needs the bearer CRON_SECRET", async () => {
    expect((await drainCall()).status).toBe(401);
    expect((await drainCall("Bearer wrong")).status).toBe(401);
    const ok = await drainCall("Bearer cron-secret-for-tests");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ sent: expect.any(Number), dead: expect.any(Number) });
  });
});
