import { AppError } from "@/lib/errors/app-error";
import { cores, ctx, lastCode, manualClock, withTestDb } from "./backend-fixtures";

jest.setTimeout(30_000);
const pg = withTestDb();

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
  it("email path: sends a new code, the earlier one keeps working, cooldown 60 s with Retry-After", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await backend.startVerification(
      { email: EMAIL, method: "email", purpose: "signup" },
      ctx,
    );
    const first = await lastCode(pg, EMAIL);
    clock.advance(1000);
    await expect(backend.resendVerification({ email: EMAIL.toUpperCase() }, ctx)).resolves.toEqual({ sent: true });
    expect((await backend.admin.outbox({ to: EMAIL })).total).toBe(2);
    clock.advance(10_000);
    const limited = await failure(backend.resendVerification({ email: EMAIL }, ctx));
    expect([limited.status, limited.code, limited.retryAfter]).toEqual([429, "API_RATE_LIMITED", 50]);
    // The first code is still good: a resend never strands the code already on its way.
    await expect(
      backend.verifyCode({ verification_id: verificationId, verification_code: first, auth_method: "email" }, ctx),
    ).resolves.toMatchObject({ verificationId });
  });

  it("every unexpired code of a verification works, each until its own expiry, within the 5 attempts", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await backend.startVerification({ phone: PHONE, method: "sms", purpose: "signup" }, ctx);
    const codes = [await lastCode(pg, PHONE)];
    for (let i = 0; i < 2; i++) {
      clock.advance(5 * 60 * 1000);
      await backend.resendVerification({ verification_id: verificationId, auth_method: "sms" }, ctx);
      codes.push(await lastCode(pg, PHONE));
    }
    const check = (code: string) =>
      backend.verifyCode(
        { verification_id: verificationId, verification_code: code, mobile_phone_number: PHONE, auth_method: "sms" },
        ctx,
      );
    // At 15 min the first code has expired; the second (sent at 5 min) still works.
    clock.advance(5 * 60 * 1000);
    if (codes[0] !== codes[1] && codes[0] !== codes[2]) {
      expect((await failure(check(codes[0]))).code).toBe("AUTH_OTP_EXPIRED");
    }
    await expect(check(codes[1])).resolves.toMatchObject({ verificationId, phone: PHONE });
    // Single use: once verified, none of its codes works again.
    expect((await failure(check(codes[2]))).code).toBe("AUTH_OTP_INVALID");
  });

  it("id path: cooldown 30 s; past 3 sends per 15 minutes nothing more is sent, yet the answer and every code stand", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await backend.startVerification({ phone: PHONE, method: "sms", purpose: "signup" }, ctx);
    const first = await lastCode(pg, PHONE);
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
    await expect(backend.resendVerification(input, ctx)).resolves.toEqual({ sent: true });
    expect((await backend.admin.outbox({ to: PHONE })).total).toBe(4);
    // Every code sent so far still works, the first one included.
    await expect(
      backend.verifyCode(
        { verification_id: verificationId, verification_code: first, mobile_phone_number: PHONE, auth_method: "sms" },
        ctx,
      ),
    ).resolves.toMatchObject({ verificationId });
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

describe("an address's cap slows an attacker without locking out its owner", () => {
  const start = (backend: ReturnType<typeof setup>["backend"]) =>
    backend.startVerification({ email: EMAIL, method: "email", purpose: "signup" }, ctx);
  const verify = (backend: ReturnType<typeof setup>["backend"], id: string, code: string) =>
    backend.verifyCode({ verification_id: id, verification_code: code, email: EMAIL, auth_method: "email" }, ctx);

  it("past 5 starts in 15 minutes nothing more is sent, and the owner gets the newest live verification, whose code is in their inbox", async () => {
    const { backend, clock } = setup();
    // An attacker spends the address's cap at the start of every window, three windows running.
    for (let window = 0; window < 3; window++) {
      const spent: string[] = [];
      for (let i = 0; i < 5; i++) {
        spent.push((await start(backend)).verificationId);
        clock.advance(1000);
      }
      const sent = (await backend.admin.outbox({ to: EMAIL })).total;
      const owner = await start(backend);
      expect(owner.verificationId).toBe(spent[4]);
      expect((await backend.admin.outbox({ to: EMAIL })).total).toBe(sent);
      await expect(verify(backend, owner.verificationId, await lastCode(pg, EMAIL))).resolves.toMatchObject({
        email: EMAIL,
      });
      clock.advance(15 * 60 * 1000);
    }
  });

  it("when every recent code is dead from wrong guesses, the owner waits at most one window, then gets a new code", async () => {
    const { backend, clock } = setup();
    for (let i = 0; i < 5; i++) {
      const { verificationId } = await start(backend);
      const code = await lastCode(pg, EMAIL);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let n = 0; n < 5; n++) await failure(verify(backend, verificationId, wrong));
      clock.advance(60_000);
    }
    const delayed = await failure(start(backend));
    expect(delayed.status).toBe(429);
    expect(delayed.retryAfter).toBeGreaterThan(0);
    expect(delayed.retryAfter).toBeLessThanOrEqual(15 * 60);
    clock.advance(delayed.retryAfter! * 1000);
    const { verificationId } = await start(backend);
    expect((await backend.admin.outbox({ to: EMAIL })).total).toBe(6);
    await expect(verify(backend, verificationId, await lastCode(pg, EMAIL))).resolves.toMatchObject({ verificationId });
  });

  it("past the resend cap the owner is answered as usual and every code already sent to them works", async () => {
    const { backend, clock } = setup();
    const { verificationId } = await start(backend);
    const first = await lastCode(pg, EMAIL);
    // Someone else asks for 3 resends of this address's code, a minute apart.
    for (let i = 0; i < 3; i++) {
      clock.advance(60_000);
      await backend.resendVerification({ email: EMAIL }, ctx);
    }
    clock.advance(60_000);
    await expect(backend.resendVerification({ email: EMAIL }, ctx)).resolves.toEqual({ sent: true });
    expect((await backend.admin.outbox({ to: EMAIL })).total).toBe(4);
    await expect(verify(backend, verificationId, first)).resolves.toMatchObject({ verificationId });
  });

  it("never hands out a verification that names another address: past the cap, a start with the same phone but another email waits instead", async () => {
    const { backend } = setup();
    for (let i = 0; i < 5; i++) {
      await backend.startVerification(
        { phone: PHONE, email: "mallory@example.com", method: "sms", purpose: "signup" },
        ctx,
      );
    }
    const other = await failure(
      backend.startVerification({ phone: PHONE, email: EMAIL, method: "sms", purpose: "signup" }, ctx),
    );
    expect(other.status).toBe(429);
    expect(other.retryAfter).toBeLessThanOrEqual(15 * 60);
  });
});
