import { truncateAll } from "@/lib/backend/embedded/pglite";
import { AppError } from "@/lib/errors";
import { cores, ctx, lastCode, manualClock, memoryDb } from "./backend-fixtures";
import type { TestDb } from "./backend-fixtures";

let pg: TestDb;
// PGlite's initdb is slow under jest's VM modules on a busy 2-core machine.
jest.setTimeout(30_000);
beforeAll(async () => {
  pg = await memoryDb();
}, 60_000);
afterAll(() => pg.close());
beforeEach(() => truncateAll(pg));

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

function setup() {
  const clock = manualClock();
  return { clock, backend: cores(pg, { now: clock.now }) };
}

const EMAIL = "grace@example.com";
const PHONE = "+14155550188";

describe("start-verification and verify-code cores", () => {
  it("sends a 6-digit code via the outbox, stores only its hash, and verifies once", async () => {
    const { backend } = setup();
    const { verificationId } = await backend.startVerification({ phone: PHONE, method: "sms", purpose: "signup" }, ctx);
    const code = await lastCode(pg, PHONE);
    const { rows } = await pg.query<Record<string, unknown>>(`select * from verifications`);
    expect(JSON.stringify(rows)).not.toContain(code);
    const outbox = await backend.admin.outbox({ to: PHONE });
    expect(outbox.items[0]).toMatchObject({
      channel: "sms",
      body: `PercyMD: your verification code is ${code}. It expires in 15 min.`,
    });

    const input = {
      verification_id: verificationId,
      verification_code: code,
      mobile_phone_number: PHONE,
      auth_method: "sms" as const,
    };
    await expect(backend.verifyCode(input, ctx)).resolves.toEqual({
      verificationId,
      email: null,
      phone: PHONE,
      purpose: "signup",
    });
    // Single use: the same right code again is just an invalid code.
    const reused = await failure(backend.verifyCode(input, ctx));
    expect([reused.code, reused.status]).toEqual(["AUTH_OTP_INVALID", 400]);
  });

  it("kills a verification after 5 wrong codes, even for the right code afterwards", async () => {
    const { backend } = setup();
    const { verificationId } = await backend.startVerification(
      { email: EMAIL, method: "email", purpose: "signup" },
      ctx,
    );
    const code = await lastCode(pg, EMAIL);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const error = await failure(
        backend.verifyCode({ verification_id: verificationId, verification_code: wrong, auth_method: "email" }, ctx),
      );
      expect(error.code).toBe("AUTH_OTP_INVALID");
    }
    const error = await failure(
      backend.verifyCode({ verification_id: verificationId, verification_code: code, auth_method: "email" }, ctx),
    );
    expect(error.code).toBe("AUTH_OTP_INVALID");
    expect((await backend.admin.verifications({})).items[0]).toMatchObject({ status: "dead", attempts: 5 });
  });

  it("refuses an expired code with AUTH_OTP_EXPIRED (410), but only for the right code", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await backend.startVerification(
      { email: EMAIL, method: "email", purpose: "login" },
      ctx,
    );
    const code = await lastCode(pg, EMAIL);
    clock.advance(15 * 60 * 1000);
    const expired = await failure(
      backend.verifyCode({ verification_id: verificationId, verification_code: code, auth_method: "email" }, ctx),
    );
    expect([expired.code, expired.status]).toEqual(["AUTH_OTP_EXPIRED", 410]);
    const wrong = await failure(
      backend.verifyCode(
        {
          verification_id: verificationId,
          verification_code: code === "123456" ? "654321" : "123456",
          auth_method: "email",
        },
        ctx,
      ),
    );
    expect(wrong.code).toBe("AUTH_OTP_INVALID");
    expect((await backend.admin.verifications({})).items[0].status).toBe("expired");
  });

  it("answers an unknown id exactly like a wrong code", async () => {
    const { backend } = setup();
    const { verificationId } = await backend.startVerification(
      { email: EMAIL, method: "email", purpose: "signup" },
      ctx,
    );
    const known = await failure(
      backend.verifyCode({ verification_id: verificationId, verification_code: "999999", auth_method: "email" }, ctx),
    );
    for (const id of ["5b3c4a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e", "not-a-uuid"]) {
      const unknown = await failure(
        backend.verifyCode({ verification_id: id, verification_code: "999999", auth_method: "email" }, ctx),
      );
      expect([unknown.code, unknown.status, unknown.message]).toEqual([known.code, known.status, known.message]);
    }
  });

  it("refuses the right code for another address or method", async () => {
    const { backend } = setup();
    const { verificationId } = await backend.startVerification(
      { email: EMAIL, method: "email", purpose: "signup" },
      ctx,
    );
    const code = await lastCode(pg, EMAIL);
    const other = await failure(
      backend.verifyCode(
        { verification_id: verificationId, verification_code: code, email: "eve@example.com", auth_method: "email" },
        ctx,
      ),
    );
    expect(other.code).toBe("AUTH_OTP_INVALID");
    const method = await failure(
      backend.verifyCode({ verification_id: verificationId, verification_code: code, auth_method: "sms" }, ctx),
    );
    expect(method.code).toBe("AUTH_OTP_INVALID");
  });

  it("never exposes codes or hashes in the admin summary", async () => {
    const { backend } = setup();
    await backend.startVerification({ email: EMAIL, method: "email", purpose: "demo" }, ctx);
    const summary = await backend.admin.verifications({});
    const code = await lastCode(pg, EMAIL);
    expect(JSON.stringify(summary)).not.toContain(code);
    expect(Object.keys(summary.items[0])).not.toEqual(expect.arrayContaining(["codeHash"]));
    expect(JSON.stringify(summary)).not.toMatch(/[0-9a-f]{64}/);
    expect(summary.items[0]).toMatchObject({
      email: EMAIL,
      method: "email",
      purpose: "demo",
      status: "pending",
      sendCount: 1,
    });
  });
});

describe("resend-verification core", () => {
  it("email path: sends a new code, the old one stops working, cooldown 60 s with Retry-After", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await backend.startVerification(
      { email: EMAIL, method: "email", purpose: "signup" },
      ctx,
    );
    const first = await lastCode(pg, EMAIL);
    clock.advance(1000);
    await expect(backend.resendVerification({ email: EMAIL.toUpperCase() }, ctx)).resolves.toEqual({ sent: true });
    const second = await lastCode(pg, EMAIL);
    clock.advance(10_000);
    const limited = await failure(backend.resendVerification({ email: EMAIL }, ctx));
    expect([limited.status, limited.code, limited.retryAfter]).toEqual([429, "API_RATE_LIMITED", 50]);
    if (first !== second) {
      const old = await failure(
        backend.verifyCode({ verification_id: verificationId, verification_code: first, auth_method: "email" }, ctx),
      );
      expect(old.code).toBe("AUTH_OTP_INVALID");
    }
    await expect(
      backend.verifyCode({ verification_id: verificationId, verification_code: second, auth_method: "email" }, ctx),
    ).resolves.toMatchObject({ verificationId });
  });

  it("id path: cooldown 30 s, at most 3 sends per 15 minutes", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await backend.startVerification({ phone: PHONE, method: "sms", purpose: "signup" }, ctx);
    const input = { verification_id: verificationId, auth_method: "sms" as const };
    clock.advance(30_000);
    await backend.resendVerification(input, ctx);
    clock.advance(29_000);
    expect((await failure(backend.resendVerification(input, ctx))).retryAfter).toBe(1);
    clock.advance(1_000);
    await backend.resendVerification(input, ctx);
    clock.advance(30_000);
    await backend.resendVerification(input, ctx);
    clock.advance(30_000);
    const capped = await failure(backend.resendVerification(input, ctx));
    expect([capped.status, capped.retryAfter]).toEqual([429, 15 * 60 - 90]);
    expect((await backend.admin.outbox({ to: PHONE })).total).toBe(4);
    clock.advance(15 * 60 * 1000);
    await expect(backend.resendVerification(input, ctx)).resolves.toEqual({ sent: true });
  });

  it("id path: 429 with Retry-After within 30 s of the verification's start, before any resend", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await backend.startVerification(
      { email: EMAIL, method: "email", purpose: "signup" },
      ctx,
    );
    const input = { verification_id: verificationId, auth_method: "email" as const };
    const early = await failure(backend.resendVerification(input, ctx));
    expect([early.status, early.code, early.retryAfter]).toEqual([429, "API_RATE_LIMITED", 30]);
    clock.advance(29_500);
    expect((await failure(backend.resendVerification(input, ctx))).retryAfter).toBe(1);
    expect((await backend.admin.outbox({ to: EMAIL })).total).toBe(1);
    clock.advance(500);
    await expect(backend.resendVerification(input, ctx)).resolves.toEqual({ sent: true });
    expect((await backend.admin.outbox({ to: EMAIL })).total).toBe(2);
  });

  it("answers known and unknown addresses identically, and sends only to the known", async () => {
    const { backend, clock } = setup();
    await backend.startVerification({ email: EMAIL, method: "email", purpose: "signup" }, ctx);
    const answers = async (email: string) => {
      const out: unknown[] = [];
      for (const step of [0, 5_000, 60_000]) {
        clock.advance(step);
        out.push(
          await backend.resendVerification({ email }, ctx).then(
            (r) => r,
            (e: AppError) => [e.status, e.code, e.message, e.retryAfter],
          ),
        );
      }
      return out;
    };
    const known = await answers(EMAIL);
    const unknown = await answers("nobody@example.com");
    expect(unknown).toEqual(known);
    expect(known[1]).toEqual([429, "API_RATE_LIMITED", "Please wait 55 seconds before requesting another code.", 55]);
    expect((await backend.admin.outbox({ to: "nobody@example.com" })).total).toBe(0);
    expect((await backend.admin.outbox({ to: EMAIL })).total).toBe(3);
    const byId = await backend.resendVerification(
      { verification_id: "5b3c4a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e", auth_method: "email" },
      ctx,
    );
    expect(byId).toEqual({ sent: true });
  });
});
