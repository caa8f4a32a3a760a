/**
 * What we pay to text (no toll fraud, no SMS bombing): only numbers in the
 * SMS countries, never premium-rate or shared-cost ones, a few texts per
 * number and per number block an hour, and a daily budget held in the
 * database, so every instance draws on the same one. Runs on PGlite and on a
 * real PostgreSQL server (jest project "node-postgres").
 */
import { AppError } from "@/lib/errors/app-error";
import type { SmsPolicy } from "@/lib/backend/core/deps";
import { countryList, DEFAULT_SMS_POLICY, SMS_CAPS } from "@/lib/backend/core/sms-policy";
import { consent, cores, ctx, manualClock, withTestDb, submission } from "./backend-fixtures";

const pg = withTestDb({ truncate: false });
beforeEach(async () => {
  await pg.exec(`truncate verifications, outbox, rate_limits cascade`);
});

function smsCores(policy: Partial<SmsPolicy> = {}, clock = manualClock("2026-11-25T10:00:00.000Z")) {
  return cores(pg, {
    now: clock.now,
    salesInbox: "staff@test.example",
    smsPolicy: { ...DEFAULT_SMS_POLICY, ...policy },
  });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const sms = (phone: string) => ({ phone, method: "sms" as const, purpose: "signup" as const });

async function texts(): Promise<string[]> {
  const { rows } = await pg.query<{ to: string }>(`select "to" from outbox where channel = 'sms' order by created_at`);
  return rows.map((r) => r.to);
}

describe("where we text", () => {
  it("only the SMS countries: others get a field error naming the countries, and email still works", async () => {
    const backend = smsCores();
    for (const abroad of ["+447400123456", "+18765550123", "+12684641234"]) {
      const error = await refusal(backend.startVerification(sms(abroad), ctx));
      expect(error.status).toBe(422);
      expect(error.fields?.phone).toBe(
        "We can only send text messages to numbers in the United States and Canada. Please use email instead.",
      );
    }
    expect(await texts()).toEqual([]);
    await backend.startVerification({ email: "ada@example.com", method: "email", purpose: "signup" }, ctx);
    await backend.startVerification(sms("+16045550123"), ctx);
    expect(await texts()).toEqual(["+16045550123"]);
    expect(countryList(["US", "CA", "GB"])).toBe("the United States, Canada and the United Kingdom");
  });

  it("never premium-rate or shared-cost numbers, in any allowed country", async () => {
    const backend = smsCores({ countries: ["US", "CA", "GB", "FR"] });
    for (const costly of ["+19005550123", "+448712221234", "+33812345678", "+33821234567"]) {
      const error = await refusal(backend.startVerification(sms(costly), ctx));
      expect([error.status, error.fields?.phone]).toEqual([
        422,
        "We can't text premium-rate or shared-cost numbers. Please use email instead.",
      ]);
    }
    expect(await texts()).toEqual([]);
  });
});

describe("how much we text", () => {
  it(`at most ${SMS_CAPS.perNumberPerHour} texts per number an hour, then again the next hour`, async () => {
    const clock = manualClock("2026-11-25T10:00:00.000Z");
    const backend = smsCores({}, clock);
    // Demo texts: a verification's own per-address cap (never refusing) stops sending before this one.
    const demo = () => backend.sendDemoText({ to: "+12015550111", body: "Hello" }, ctx);
    for (let i = 0; i < SMS_CAPS.perNumberPerHour; i++) await demo();
    const error = await refusal(demo());
    expect([error.status, error.code]).toEqual([429, "SMS_RATE_LIMITED"]);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.fields?.phone).toMatch(/email/);
    clock.advance(3_600_000);
    await demo();
    expect(await texts()).toHaveLength(SMS_CAPS.perNumberPerHour + 1);
  });

  it(`at most ${SMS_CAPS.perBlockPerHour} texts an hour to one number block (SMS pumping walks a block)`, async () => {
    const backend = smsCores();
    for (let i = 0; i < SMS_CAPS.perBlockPerHour; i++) {
      await backend.startVerification(sms(`+1201555${String(1000 + i)}`), ctx);
    }
    const error = await refusal(backend.startVerification(sms("+12015559999"), ctx));
    expect([error.status, error.fields?.phone]).toEqual([
      429,
      "Too many texts to numbers like this one. Please try again later or use email instead.",
    ]);
    // Another block is not held back.
    await backend.startVerification(sms("+14155550100"), ctx);
    expect(await texts()).toHaveLength(SMS_CAPS.perBlockPerHour + 1);
  });

  it("a daily budget: spent, texts are refused offering email, staff get one alert, email keeps working", async () => {
    const clock = manualClock("2026-11-25T10:00:00.000Z");
    const backend = smsCores({ dailyLimit: 3 }, clock);
    for (const n of ["+12015550100", "+14155550100", "+16045550100"]) await backend.startVerification(sms(n), ctx);
    for (const n of ["+13125550100", "+12125550100", "+17185550100"]) {
      const error = await refusal(backend.startVerification(sms(n), ctx));
      expect([error.status, error.fields?.phone]).toEqual([
        429,
        "We can't send more text messages today. Please use email instead.",
      ]);
    }
    expect(await texts()).toHaveLength(3);
    const alerts = await pg.query<{ to: string; subject: string }>(
      `select "to", subject from outbox where channel = 'email' and subject like 'SMS budget%'`,
    );
    expect(alerts.rows).toEqual([{ to: "staff@test.example", subject: "SMS budget spent for 2026-11-25" }]);
    // Email verification is untouched.
    const { verificationId } = await backend.startVerification(
      { email: "ada@example.com", method: "email", purpose: "signup" },
      ctx,
    );
    expect(verificationId).toMatch(/^[0-9a-f-]{36}$/);
    // A new UTC day, a new budget.
    clock.advance(14 * 3_600_000);
    await backend.startVerification(sms("+13125550100"), ctx);
    expect(await texts()).toHaveLength(4);
  });

  it("the budget is one for every instance sharing the database, even all at once", async () => {
    const limit = 7;
    const instances = [smsCores({ dailyLimit: limit }), smsCores({ dailyLimit: limit })];
    const numbers = Array.from(
      { length: 24 },
      (_, i) => `+1${["201", "415", "604", "312"][i % 4]}55501${String(i).padStart(2, "0")}`,
    );
    const outcomes = await Promise.allSettled(numbers.map((n, i) => instances[i % 2].startVerification(sms(n), ctx)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(limit);
    expect(await texts()).toHaveLength(limit);
    for (const o of outcomes) if (o.status === "rejected") expect((o.reason as AppError).status).toBe(429);
    const alerts = await pg.query(`select 1 from outbox where channel = 'email' and subject like 'SMS budget%'`);
    expect(alerts.rows).toHaveLength(1);
  });

  it("a contact form's SMS opt-in past the budget is refused offering email; without SMS it is stored", async () => {
    const backend = smsCores({ dailyLimit: 1 });
    await backend.submitContact(submission({ email: "first@example.com", phone: "+12015550100" }), ctx);
    const error = await refusal(
      backend.submitContact(submission({ email: "second@example.com", phone: "+14155550100" }), ctx),
    );
    expect([error.status, error.fields]).toEqual([
      429,
      { phone: "We can't send more text messages today. Please use email instead." },
    ]);
    const emailOnly = submission({
      email: "second@example.com",
      phone: "+14155550100",
      sms_signup: false,
      consent: [consent("email")],
    });
    await backend.submitContact(emailOnly, ctx);
    const { rows } = await pg.query<{ email: string }>(
      `select email from leads where email in ('first@example.com', 'second@example.com') order by created_at`,
    );
    expect(rows.map((r) => r.email)).toEqual(["first@example.com", "second@example.com"]);
    expect(await texts()).toEqual(["+12015550100"]);
  });

  it("a resend and a demo text draw on the same allowances", async () => {
    const backend = smsCores({ dailyLimit: 2 });
    const { verificationId } = await backend.startVerification(sms("+12015550100"), ctx);
    await backend.sendDemoText({ to: "+14155550100", body: "Hello" }, ctx);
    const resend = await refusal(
      backend.resendVerification({ verification_id: verificationId, auth_method: "sms" }, ctx),
    );
    expect(resend.status).toBe(429);
    const demo = await refusal(backend.sendDemoText({ to: "+16045550100", body: "Hello" }, ctx));
    expect(demo.status).toBe(429);
    expect(await texts()).toHaveLength(2);
  });
});
