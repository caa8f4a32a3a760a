import { embeddedPglite } from "@/lib/backend/database";
import { POST as start } from "@/app/api/verifications/route";
import { POST as verify } from "@/app/api/verify-code/route";
import { POST as resend } from "@/app/api/resend-verification/route";
import { lastCode } from "./backend-fixtures";
import { withEmbeddedBackend } from "../support/embedded-backend";

const HOST = "percytext.localhost:3303";
let ipCounter = 0;

function call(
  route: (r: Request) => Promise<Response>,
  body: unknown,
  headers: Record<string, string> = {},
  raw = false,
) {
  ipCounter += 1;
  return route(
    new Request(`http://${HOST}/api/x`, {
      method: "POST",
      headers: {
        host: HOST,
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${ipCounter % 250}`,
        "user-agent": "jest",
        ...headers,
      },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  );
}

jest.setTimeout(30_000);
const logs: string[] = [];
withEmbeddedBackend("routes", { USER_SESSION_SECRET: "test-user-session-secret", SUPABASE_URL: undefined });
beforeAll(() => {
  for (const method of ["log", "error", "info", "warn"] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
  }
});
afterAll(() => jest.restoreAllMocks());

const routes = { start, verify, resend } as const;
const huge = "x".repeat(20_000);
const valid = {
  start: { email: "lin@example.com", method: "email" },
  verify: {
    verification_id: "5b3c4a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e",
    verification_code: "123456",
    auth_method: "email",
  },
  resend: { email: "lin@example.com" },
};

type Case = [name: string, body: unknown, headers: Record<string, string>, raw: boolean, status: number];
function badInputs(route: keyof typeof routes): Case[] {
  const base = valid[route];
  const firstKey = Object.keys(base)[0];
  return [
    ["empty object", {}, {}, false, 422],
    ["array", [base], {}, false, 422],
    ["null", null, {}, false, 422],
    ["number", 42, {}, false, 422],
    ["wrong types", Object.fromEntries(Object.keys(base).map((k) => [k, 12345])), {}, false, 422],
    ["nested objects", Object.fromEntries(Object.keys(base).map((k) => [k, { $gt: "" }])), {}, false, 422],
    ["huge string under the body limit", { ...base, [firstKey]: "y".repeat(15_000) }, {}, false, 422],
    ["oversized body", { ...base, pad: huge }, {}, false, 413],
    ["malformed JSON", '{"email": "a@b.co",', {}, true, 400],
    ["empty body", "", {}, true, 400],
    ["wrong content type", JSON.stringify(base), { "content-type": "text/plain" }, true, 415],
    ["form encoded", "email=a%40b.co", { "content-type": "application/x-www-form-urlencoded" }, true, 415],
    ["cross-origin", base, { origin: "https://evil.example" }, false, 403],
    ["null origin", base, { origin: "null" }, false, 403],
  ];
}

describe.each(Object.keys(routes) as (keyof typeof routes)[])("POST %s with bad input", (route) => {
  it.each(badInputs(route))(
    "%s → JSON error with the right 4xx, never 5xx",
    async (_name, body, headers, raw, status) => {
      const res = await call(routes[route], body, headers, raw);
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(json).toEqual({
        error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      });
      if (status === 422) expect(Object.keys(json.error.fields ?? {})).not.toHaveLength(0);
    },
  );
});

describe("verification routes, happy path", () => {
  it("starts by phone, verifies, sets the session cookie, and keeps codes and phones out of the logs", async () => {
    const started = await call(start, { phone: "(415) 555-0142", method: "sms", purpose: "signup" });
    expect(started.status).toBe(201);
    const { verification_id } = await started.json();
    const pg = await embeddedPglite();
    const code = await lastCode(pg, "+14155550142");
    expect((await pg.query(`select body from outbox where "to" = '+14155550142'`)).rows[0]).toEqual({
      body: `PercyText: your verification code is ${code}. It expires in 15 min.`,
    });

    const wrong = await call(verify, {
      verification_id,
      verification_code: code === "000000" ? "000001" : "000000",
      auth_method: "sms",
      mobile_phone_number: "4155550142",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe("AUTH_OTP_INVALID");

    const ok = await call(verify, {
      verification_id,
      verification_code: code,
      auth_method: "sms",
      mobile_phone_number: "4155550142",
      email: null,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ verification_id });
    expect(ok.headers.get("set-cookie")).toMatch(/^user_session=.+HttpOnly/i);

    const joined = logs.join("\n");
    expect(joined).not.toContain(code);
    expect(joined).not.toContain("4155550142");
  });

  it("resends with identical answers for known and unknown addresses, then 429 with Retry-After", async () => {
    await call(start, { email: "known@example.com", method: "email" });
    const known = await call(resend, { email: "known@example.com" });
    const unknown = await call(resend, { email: "unknown@example.com" });
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
    expect(known.status).toBe(200);
    const again = await call(resend, { email: "known@example.com" });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(50);
    expect((await again.json()).error.code).toBe("API_RATE_LIMITED");
  });

  it("caps starts per address without refusing: the sixth answers the fifth's id and sends nothing", async () => {
    const answers: { status: number; id: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(start, { email: "busy@example.com" });
      answers.push({ status: response.status, id: (await response.json()).verification_id });
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.id)).size).toBe(5);
    expect(answers[5].id).toBe(answers[4].id);
  });
});
