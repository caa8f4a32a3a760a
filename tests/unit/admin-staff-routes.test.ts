/**
 * Staff sign-in over HTTP, against the embedded backend (PGlite in memory):
 * POST /api/admin/staff-code answers the same for listed and unlisted
 * addresses, POST /api/admin/session opens a session named after the staff
 * member, and sign-in, sign-out and an outbox retry each leave an audit row.
 */
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { ADMIN_SESSION_COOKIE, adminActor, requireAdmin, verifyAdminToken } from "@/lib/auth/admin-session";
import { database } from "@/lib/backend/database";
import { POST as staffCodePOST } from "@/app/api/admin/staff-code/route";
import { DELETE as sessionDELETE, POST as sessionPOST } from "@/app/api/admin/session/route";
import { retryOutboxMessage } from "@/app/[hub]/admin/outbox/actions";
import { withEmbeddedBackend } from "../support/embedded-backend";

// The Retry server action reads its session through next/headers.
const requestState = { cookie: "" };
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "admin_session" && requestState.cookie ? { name, value: requestState.cookie } : undefined,
  }),
  headers: async () => new Headers({ host: "marque.localhost:3000" }),
}));
jest.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const ACCESS_CODE = "staff-route-access-code-5512";
const HOST = "marque.localhost:3000";

withEmbeddedBackend("admin-staff-routes", {
  ADMIN_ACCESS_CODE: ACCESS_CODE,
  ADMIN_SESSION_SECRET: "staff-route-secret-0123456789abcdef",
  ADMIN_EMAILS: " Ann@Example.com , bob@example.com",
  RATE_LIMIT_RELAXED: "0",
  LOG_LEVEL: "ERROR",
});
jest.setTimeout(30_000);
beforeEach(async () => {
  resetRateLimiterForTests();
  await database().query(`delete from outbox`);
  await database().query(`delete from staff_sign_in_codes`);
});

let ipCounter = 0;
/** A fresh client address per test, so per-IP limits of one test do not reach the next. */
const freshIp = () => `198.51.100.${++ipCounter}`;

function request(path: string, body: string, headers: Record<string, string> = {}, method = "POST"): Request {
  return new Request(`http://${HOST}${path}`, {
    method,
    headers: { "content-type": "application/json", host: HOST, "x-forwarded-for": "203.0.113.9", ...headers },
    body: method === "DELETE" ? undefined : body,
  });
}
const askCode = (email: unknown, headers?: Record<string, string>) =>
  staffCodePOST(request("/api/admin/staff-code", JSON.stringify({ email }), headers));
const signIn = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  sessionPOST(request("/api/admin/session", JSON.stringify(body), headers));
const FORM = { "content-type": "application/x-www-form-urlencoded" };

function sessionCookie(response: Response): string | undefined {
  const header = response.headers.get("set-cookie") ?? "";
  return header.match(new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`))?.[1] || undefined;
}

async function outboxTo(to: string) {
  const { rows } = await database().query<{ body: string; subject: string }>(
    `select body, subject from outbox where "to" = $1 order by created_at`,
    [to],
  );
  return rows;
}

async function codeFor(to: string): Promise<string> {
  const rows = await outboxTo(to);
  const code = /\b(\d{6})\b/.exec(rows.at(-1)?.body ?? "")?.[1];
  if (!code) throw new Error(`no code emailed to ${to}`);
  return code;
}

async function auditRows(action: string, actor: string) {
  const { rows } = await database().query<{ actor: string; action: string; subject: string | null }>(
    `select actor, action, subject from audit_log where action = $1 and actor = $2 order by id`,
    [action, actor],
  );
  return rows;
}

describe("POST /api/admin/staff-code", () => {
  it("answers 202 {sent: true} for a listed and an unlisted address alike; only the listed one gets an email", async () => {
    const ip = { "x-forwarded-for": freshIp() };
    const listed = await askCode("ANN@example.com", ip);
    const unlisted = await askCode("mallory@example.com", ip);
    for (const response of [listed, unlisted]) {
      expect(response.status).toBe(202);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await listed.json()).toEqual({ sent: true });
    expect(await unlisted.json()).toEqual({ sent: true });
    const toAnn = await outboxTo("ann@example.com");
    expect(toAnn).toHaveLength(1);
    expect(toAnn[0].subject).toBe("Your Marque admin sign-in code");
    expect(await outboxTo("mallory@example.com")).toHaveLength(0);
  });

  it("answers 422 naming the field for a missing or malformed email, and 400 for broken JSON", async () => {
    for (const email of [undefined, "", "not-an-email", "a@b", "x".repeat(300) + "@example.com"]) {
      const response = await askCode(email, { "x-forwarded-for": freshIp() });
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.error.code).toMatch(/^VALIDATION_/);
      expect(Object.keys(body.error.fields)).toEqual(["email"]);
    }
    const broken = await staffCodePOST(request("/api/admin/staff-code", "{oops"));
    expect(broken.status).toBe(400);
  });

  it("refuses a cross-site request with 403, JSON or form, and sends nothing", async () => {
    const evil = { origin: "https://evil.example" };
    const json = await askCode("ann@example.com", evil);
    expect(json.status).toBe(403);
    expect((await json.json()).error.code).toBe("API_FORBIDDEN");
    const form = await staffCodePOST(request("/api/admin/staff-code", "email=ann%40example.com", { ...FORM, ...evil }));
    expect(form.status).toBe(403);
    expect(await outboxTo("ann@example.com")).toHaveLength(0);
  });

  it("serves the no-JavaScript form: 303 to the code step, the same for any address; a bad address goes back to step one", async () => {
    const ip = { "x-forwarded-for": freshIp(), ...FORM };
    const listed = await staffCodePOST(request("/api/admin/staff-code", "email=Ann%40example.com", ip));
    expect(listed.status).toBe(303);
    expect(listed.headers.get("location")).toBe("/admin?staff=sent&email=ann%40example.com");
    const unlisted = await staffCodePOST(request("/api/admin/staff-code", "email=eve%40example.com", ip));
    expect(unlisted.headers.get("location")).toBe("/admin?staff=sent&email=eve%40example.com");
    const bad = await staffCodePOST(request("/api/admin/staff-code", "email=nope", ip));
    expect([bad.status, bad.headers.get("location")]).toEqual([303, "/admin?staff=bad-email"]);
    expect(await outboxTo("ann@example.com")).toHaveLength(1);
  });

  it("past 3 codes out per address, 202 all the same and nothing more emailed, listed or not", async () => {
    for (const email of ["bob@example.com", "trudy@example.com"]) {
      for (let i = 0; i < 5; i++) {
        const response = await askCode(email, { "x-forwarded-for": freshIp() });
        expect([response.status, await response.json()]).toEqual([202, { sent: true }]);
      }
    }
    expect(await outboxTo("bob@example.com")).toHaveLength(3);
    expect(await outboxTo("trudy@example.com")).toHaveLength(0);
  });

  it("5 requests per IP per 15 minutes, then 429", async () => {
    const ip = { "x-forwarded-for": freshIp() };
    for (let i = 0; i < 5; i++) expect((await askCode(`visitor${i}@example.com`, ip)).status).toBe(202);
    expect((await askCode("visitor9@example.com", ip)).status).toBe(429);
  });
});

describe("POST /api/admin/session with {email, code}", () => {
  it("opens a session whose actor is the staff email, and records staff.sign_in", async () => {
    const before = (await auditRows("staff.sign_in", "ann@example.com")).length;
    await askCode("ann@example.com", { "x-forwarded-for": freshIp() });
    const response = await signIn({ email: "Ann@Example.com", code: await codeFor("ann@example.com") });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: true });
    const token = sessionCookie(response)!;
    expect(verifyAdminToken(token)).toMatchObject({ sub: "admin", actor: "ann@example.com" });
    const session = await requireAdmin(
      new Request(`http://${HOST}/api/admin/leads`, { headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` } }),
    );
    expect(adminActor(session)).toBe("ann@example.com");
    expect(await auditRows("staff.sign_in", "ann@example.com")).toHaveLength(before + 1);
  });

  it("answers 401 'Invalid or expired code' for a wrong code, sets nothing and records nothing", async () => {
    const before = (await auditRows("staff.sign_in", "bob@example.com")).length;
    await askCode("bob@example.com", { "x-forwarded-for": freshIp() });
    const code = await codeFor("bob@example.com");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const response = await signIn({ email: "bob@example.com", code: wrong }, { "x-forwarded-for": freshIp() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "AUTH_INVALID_CREDENTIALS", message: "Invalid or expired code" },
    });
    expect(sessionCookie(response)).toBeUndefined();
    // Unlisted addresses get exactly the same refusal.
    const again = await signIn({ email: "bob@example.com", code: wrong }, { "x-forwarded-for": freshIp() });
    const unlisted = await signIn({ email: "mallory@example.com", code }, { "x-forwarded-for": freshIp() });
    expect(unlisted.status).toBe(again.status);
    expect(await unlisted.json()).toEqual(await again.json());
    expect(await auditRows("staff.sign_in", "bob@example.com")).toHaveLength(before);
  });

  it("answers 422 for a malformed email or code, 403 cross-site", async () => {
    const ip = { "x-forwarded-for": freshIp() };
    const badCode = await signIn({ email: "ann@example.com", code: "12ab56" }, ip);
    expect(badCode.status).toBe(422);
    expect((await badCode.json()).error.fields).toEqual({ code: "Sign-in code must be 6 digits" });
    const badEmail = await signIn({ email: "nope", code: "123456" }, ip);
    expect(badEmail.status).toBe(422);
    expect(Object.keys((await badEmail.json()).error.fields)).toEqual(["email"]);
    const cross = await signIn({ email: "ann@example.com", code: "123456" }, { ...ip, origin: "https://evil.example" });
    expect(cross.status).toBe(403);
  });

  it("wrong staff codes share the admin lock-out: after 5 from one IP, 429 even for a right code", async () => {
    const ip = { "x-forwarded-for": freshIp() };
    await askCode("ann@example.com", ip);
    const code = await codeFor("ann@example.com");
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email: "mallory@example.com", code: "000000" }, ip)).status).toBe(401);
    }
    expect((await signIn({ email: "ann@example.com", code }, ip)).status).toBe(429);
    expect((await signIn({ code: ACCESS_CODE }, ip)).status).toBe(429);
  });

  it("serves the no-JavaScript form: 303 to /admin with the cookie, or back to the code step with ?staff=invalid", async () => {
    const ip = { "x-forwarded-for": freshIp(), ...FORM };
    await askCode("bob@example.com", { "x-forwarded-for": freshIp() });
    const code = await codeFor("bob@example.com");
    const wrong = await sessionPOST(request("/api/admin/session", "email=bob%40example.com&code=000000", ip));
    if (code !== "000000") {
      expect([wrong.status, wrong.headers.get("location")]).toEqual([
        303,
        "/admin?staff=invalid&email=bob%40example.com",
      ]);
      expect(sessionCookie(wrong)).toBeUndefined();
    }
    const ok = await sessionPOST(request("/api/admin/session", `email=bob%40example.com&code=${code}`, ip));
    expect([ok.status, ok.headers.get("location")]).toEqual([303, "/admin"]);
    expect(verifyAdminToken(sessionCookie(ok))).toMatchObject({ actor: "bob@example.com" });
  });

  it("the access code still works, and its sign-in is recorded as 'access code'", async () => {
    const before = (await auditRows("staff.sign_in", "access code")).length;
    const response = await signIn({ code: ACCESS_CODE }, { "x-forwarded-for": freshIp() });
    expect(response.status).toBe(200);
    expect(verifyAdminToken(sessionCookie(response))).toMatchObject({ actor: "access code" });
    expect(await auditRows("staff.sign_in", "access code")).toHaveLength(before + 1);
  });
});

describe("DELETE /api/admin/session", () => {
  it("records staff.sign_out under the session's actor, once: signing out again records nothing", async () => {
    await askCode("ann@example.com", { "x-forwarded-for": freshIp() });
    const token = sessionCookie(await signIn({ email: "ann@example.com", code: await codeFor("ann@example.com") }))!;
    const before = (await auditRows("staff.sign_out", "ann@example.com")).length;
    const signOut = () =>
      sessionDELETE(request("/api/admin/session", "", { cookie: `${ADMIN_SESSION_COOKIE}=${token}` }, "DELETE"));
    expect((await signOut()).status).toBe(200);
    expect(await auditRows("staff.sign_out", "ann@example.com")).toHaveLength(before + 1);
    expect((await signOut()).status).toBe(200);
    expect(await auditRows("staff.sign_out", "ann@example.com")).toHaveLength(before + 1);
  });
});

describe("the outbox Retry action", () => {
  async function deadMessage(): Promise<string> {
    const { rows } = await database().query<{ id: string }>(
      `insert into outbox (channel, "to", subject, body, kind, status, attempts, next_attempt_at, created_at)
       values ('email', 'dead@example.com', 'Hi', 'Body', 'notification', 'dead', 5, now(), now()) returning id`,
    );
    return rows[0].id;
  }
  const retry = (id: string) => {
    const form = new FormData();
    form.set("id", id);
    return retryOutboxMessage(form);
  };

  it("records outbox.retry with the actor and the message id when the retry happened, and nothing otherwise", async () => {
    await askCode("bob@example.com", { "x-forwarded-for": freshIp() });
    const response = await signIn({ email: "bob@example.com", code: await codeFor("bob@example.com") });
    requestState.cookie = sessionCookie(response)!;
    const id = await deadMessage();
    await retry(id);
    expect(await auditRows("outbox.retry", "bob@example.com")).toEqual([
      { actor: "bob@example.com", action: "outbox.retry", subject: id },
    ]);
    // Already pending again: nothing to retry, nothing recorded.
    await retry(id);
    expect(await auditRows("outbox.retry", "bob@example.com")).toHaveLength(1);
  });

  it("does nothing without an admin session", async () => {
    requestState.cookie = "";
    const id = await deadMessage();
    await retry(id);
    const { rows } = await database().query(`select 1 from audit_log where action = 'outbox.retry' and subject = $1`, [
      id,
    ]);
    expect(rows).toHaveLength(0);
    const { rows: message } = await database().query<{ status: string }>(`select status from outbox where id = $1`, [
      id,
    ]);
    expect(message[0].status).toBe("dead");
  });
});
