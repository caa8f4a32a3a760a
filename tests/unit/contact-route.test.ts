/**
 * POST /api/contact against the embedded backend on in-memory PGlite (the
 * backend's test hook: DATA_DIR=memory://). Tokens are minted with an old
 * issue time, as the browser's would be after the visitor's 3 seconds.
 */
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { disclosureText } from "@/lib/consent/disclosures";
import { HUBS } from "@/lib/hubs/registry";
import { agedToken, contactRequest, VALID, openContactRoute } from "./contact-route-helpers";
import { getBackend } from "@/lib/backend";

const POST = openContactRoute("contact-route");

beforeEach(() => resetRateLimiterForTests());

async function send(body: unknown, options?: Parameters<typeof contactRequest>[1]) {
  const response = await POST(contactRequest(body, options));
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe("POST /api/contact stores a lead", () => {
  it("answers 201 {id}; hub from the Host (PercyTech stays 0); consent with the exact text shown", async () => {
    const res = await send(
      { ...VALID, email: "first@example.com", smsSignup: true, emailSignup: true, formToken: agedToken() },
      { referer: "http://percytech.localhost:3000/contact?utm=x" },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    const found = await getBackend().admin.lead(res.body.id);
    expect(found?.lead).toMatchObject({
      hubId: "percytech",
      hubNumber: 0,
      name: "Ada Lovelace",
      phone: "+12015550199",
      platformInterest: "General inquiry",
      smsSignup: true,
      emailSignup: true,
    });
    const sms = found?.consents.find((c) => c.channel === "sms");
    expect(sms).toMatchObject({
      granted: true,
      text: disclosureText(HUBS.percytech, "sms"),
      version: "2026-11-01",
      pageUrl: "http://percytech.localhost:3000/contact",
      ip: "203.0.113.7",
      userAgent: "jest-agent/1.0",
      hubId: "percytech",
    });
    // Email, the SMS request and the one confirmation text it sent.
    expect(found?.consents.map((c) => [c.channel, c.step ?? null])).toEqual([
      ["email", null],
      ["sms", "requested"],
      ["sms", "confirmation-sent"],
    ]);
  });

  it.each([
    ["marque.localhost:3000", 1],
    ["percymd.localhost:3000", 2],
    ["percytext.localhost:3000", 3],
    ["www.percytech.com", 0],
  ])("hub_id from host %s is %i", async (host, hubNumber) => {
    // Another person each time (own email and number): the same number would join the first one's lead.
    const res = await send(
      { ...VALID, email: `h${hubNumber}@example.com`, phone: `201 555 01${10 + hubNumber}`, formToken: agedToken() },
      { host },
    );
    expect(res.status).toBe(201);
    expect((await getBackend().admin.lead(res.body.id))?.lead.hubNumber).toBe(hubNumber);
  });

  it("records no consent without an opt-in, and ignores consent text sent in the body", async () => {
    const res = await send({
      ...VALID,
      email: "quiet@example.com",
      phone: "201 555 0177",
      formToken: agedToken(),
      consent: [{ text: "I agree to anything" }],
    });
    expect(res.status).toBe(201);
    expect((await getBackend().admin.lead(res.body.id))?.consents).toEqual([]);
  });

  it("refuses an unknown consent version when opting in", async () => {
    const res = await send({ ...VALID, smsSignup: true, consentVersion: "1999-01-01", formToken: agedToken() });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ consentVersion: "Unknown consent disclosure version" });
  });
});

describe("a direct POST that skips the page is refused", () => {
  it.each([
    ["no token", () => ({ ...VALID }), 400, "API_BAD_REQUEST"],
    ["a token younger than 3 seconds", () => ({ ...VALID, formToken: agedToken(1000) }), 400, "API_BAD_REQUEST"],
    ["a forged token", () => ({ ...VALID, formToken: agedToken(10_000, "not-the-secret") }), 403, "API_FORBIDDEN"],
    ["an expired token", () => ({ ...VALID, formToken: agedToken(5 * 3_600_000) }), 401, "AUTH_TOKEN_EXPIRED"],
    [
      "a filled honeypot",
      () => ({ ...VALID, website: "http://spam.example", formToken: agedToken() }),
      400,
      "API_BAD_REQUEST",
    ],
  ])("%s", async (_, body, status, code) => {
    const before = (await getBackend().admin.leads({ pageSize: 1 })).total;
    const res = await send(body());
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(typeof res.body.error.message).toBe("string");
    expect((await getBackend().admin.leads({ pageSize: 1 })).total).toBe(before);
  });

  it("a token is good for one submission: a replay is refused like an expired token, and stores nothing", async () => {
    const formToken = agedToken();
    expect((await send({ ...VALID, email: "once@example.com", formToken })).status).toBe(201);
    const expired = await send({ ...VALID, email: "other@example.com", formToken: agedToken(5 * 3_600_000) });
    const before = (await getBackend().admin.leads({ pageSize: 1 })).total;
    const replay = await send({ ...VALID, email: "twice@example.com", formToken });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(expired.body);
    expect((await getBackend().admin.leads({ pageSize: 1 })).total).toBe(before);
  });

  it("the honeypot refusal never names the field", async () => {
    const res = await send({ ...VALID, website: "x", formToken: agedToken() });
    expect(JSON.stringify(res.body)).not.toMatch(/website|honeypot/i);
  });
});

it("limits one IP to 5 submissions per 10 minutes: the 6th gets 429 with Retry-After", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push(
      (await send({ ...VALID, email: `rl${i}@example.com`, formToken: agedToken() }, { ip: "198.51.100.9" })).status,
    );
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  const res = await send({ ...VALID, formToken: agedToken() }, { ip: "198.51.100.9" });
  expect(res.body.error.code).toBe("API_RATE_LIMITED");
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(500);
  expect(
    (await send({ ...VALID, email: "other@example.com", formToken: agedToken() }, { ip: "198.51.100.10" })).status,
  ).toBe(201);
});

it("200 concurrent valid submissions store exactly 200 leads", async () => {
  const before = (await getBackend().admin.leads({ pageSize: 1 })).total;
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      POST(
        contactRequest(
          { ...VALID, email: `load-${i}@example.com`, phone: `201 555 ${2000 + i}`, formToken: agedToken() },
          { ip: `10.0.${i >> 8}.${i & 255}` },
        ),
      ),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
  const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id as string)));
  expect(ids.size).toBe(200);
  expect((await getBackend().admin.leads({ pageSize: 1 })).total).toBe(before + 200);
}, 60_000);
