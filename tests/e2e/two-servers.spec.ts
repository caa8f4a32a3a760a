import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Sql } from "postgres";
import { expect, test } from "@playwright/test";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";
import { openPostgres } from "../../scripts/lib/database.mjs";
import { startSite, type Site, type SiteOptions } from "../support/next-server.mjs";
import { rawTo, type RawResponse } from "./admin-helpers";

/**
 * Two `next start` instances on one PostgreSQL (DATABASE_URL), as behind a
 * load balancer: every record and every limit is shared. No
 * RATE_LIMIT_RELAXED here: the real limits must hold across instances.
 * Also: the starts that must fail (a missing secret, a locked DATA_DIR).
 */
const SECRETS = {
  ADMIN_ACCESS_CODE: "two-servers-admin-code-5521",
  ADMIN_SESSION_SECRET: "two-servers-session-secret-0123456789abcdef0123",
  FORM_TOKEN_SECRET: "two-servers-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "two-servers-user-session-secret-0123456789abcd",
};

type Instance = Site;

function startInstance(
  env: Record<string, string>,
  options: Pick<SiteOptions, "dataDir" | "seed"> = {},
): Promise<Instance> {
  return startSite({ env: { LOG_LEVEL: "WARN", ...env }, readyPath: null, output: "capture", ...options });
}

async function ready(instance: Instance): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (instance.child.exitCode !== null) throw new Error(`next start exited: ${instance.output()}`);
    try {
      if ((await call(instance, "GET", "/robots.txt")).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("next start did not answer");
}

function stop(instance: Instance | undefined): Promise<unknown> {
  return instance ? instance.stop() : Promise.resolve();
}

/** Raw HTTP with the Host we choose (the hub comes from it). */
function call(
  instance: Instance,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<RawResponse> {
  const host = `percymd.localhost:${instance.port}`;
  const text = body === undefined ? undefined : JSON.stringify(body);
  return rawTo(
    instance.port,
    method,
    pathname,
    {
      host,
      origin: `http://${host}`,
      "content-type": "application/json",
      "x-forwarded-for": "198.51.100.50",
      ...headers,
    },
    text,
  );
}

/** A form token as the page would have issued it a while ago. */
function formToken(): string {
  const iat = Date.now() - 10_000;
  return signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `two-${Math.random()}` },
    SECRETS.FORM_TOKEN_SECRET,
  );
}

const contact = (email: string, token = formToken()) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  phone: "",
  company: "",
  message: "Hello from two servers",
  emailSignup: false,
  smsSignup: false,
  website: "",
  consentVersion: CURRENT_CONSENT_VERSION,
  formToken: token,
});

async function adminCookie(instance: Instance, ip: string): Promise<string> {
  const res = await call(
    instance,
    "POST",
    "/api/admin/session",
    { "x-forwarded-for": ip },
    { code: SECRETS.ADMIN_ACCESS_CODE },
  );
  expect(res.status).toBe(200);
  return ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("admin_session="))!
    .split(";")[0];
}

test.describe("two servers on one PostgreSQL", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(180_000);

  let db: TestDatabase;
  let sql: Sql;
  let a: Instance;
  let b: Instance;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    db = await createTestDatabase();
    sql = (await openPostgres(db.url, { max: 2 })).sql;
    const env = { ...SECRETS, DATABASE_URL: db.url, DATA_DIR: path.join(tmpdir(), "unused-embedded") };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    await Promise.all([ready(a), ready(b)]);
  });

  test.afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await sql?.end({ timeout: 5 });
    await db?.drop();
  });

  test("a lead sent through A shows in the admin dashboard of B", async () => {
    const sent = await call(
      a,
      "POST",
      "/api/contact",
      { "x-forwarded-for": "198.51.100.1" },
      contact("shared-lead@example.com"),
    );
    expect(sent.status, sent.body).toBe(201);
    const cookie = await adminCookie(b, "198.51.100.2");
    const leads = await call(b, "GET", "/api/admin/leads?search=shared-lead%40example.com", { cookie });
    expect(leads.status).toBe(200);
    expect(JSON.parse(leads.body).items.map((l: { email: string }) => l.email)).toEqual(["shared-lead@example.com"]);
    const page = await call(b, "GET", "/admin/leads", { cookie });
    expect(page.body).toContain("shared-lead@example.com");
  });

  test("a code started on A verifies on B", async () => {
    const email = "grace-two@example.com";
    const started = await call(
      a,
      "POST",
      "/api/verifications",
      { "x-forwarded-for": "198.51.100.3" },
      { email, method: "email" },
    );
    expect(started.status, started.body).toBe(201);
    const { verification_id } = JSON.parse(started.body);
    const [message] = await sql`select body from outbox where "to" = ${email} order by created_at desc limit 1`;
    const code = /\b(\d{6})\b/.exec(message.body as string)![1];
    const verified = await call(
      b,
      "POST",
      "/api/verify-code",
      { "x-forwarded-for": "198.51.100.3" },
      {
        verification_id,
        verification_code: code,
        email,
        auth_method: "email",
      },
    );
    expect(verified.status, verified.body).toBe(200);
  });

  test("the sixth contact within ten minutes from one client, alternating A and B, gets 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(
        i % 2 ? b : a,
        "POST",
        "/api/contact",
        { "x-forwarded-for": "198.51.100.60" },
        contact(`alt${i}@example.com`),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test("five wrong admin codes split across A and B lock the gate on both", async () => {
    const ip = { "x-forwarded-for": "198.51.100.70" };
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++)
      wrong.push((await call(i % 2 ? b : a, "POST", "/api/admin/session", ip, { code: `wrong-${i}` })).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    for (const instance of [a, b]) {
      const res = await call(instance, "POST", "/api/admin/session", ip, { code: SECRETS.ADMIN_ACCESS_CODE });
      expect(res.status).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  test("a form token used on A is refused on B", async () => {
    const token = formToken();
    expect(
      (
        await call(
          a,
          "POST",
          "/api/contact",
          { "x-forwarded-for": "198.51.100.80" },
          contact("token-a@example.com", token),
        )
      ).status,
    ).toBe(201);
    const replay = await call(
      b,
      "POST",
      "/api/contact",
      { "x-forwarded-for": "198.51.100.81" },
      contact("token-b@example.com", token),
    );
    expect(replay.status).toBe(401);
    expect(JSON.parse(replay.body).error.code).toBe("AUTH_TOKEN_EXPIRED");
  });

  test("sign-out on A ends the session on B", async () => {
    const cookie = await adminCookie(a, "198.51.100.90");
    expect((await call(b, "GET", "/api/admin/leads", { cookie })).status).toBe(200);
    expect((await call(a, "DELETE", "/api/admin/session", { cookie })).status).toBe(200);
    expect((await call(b, "GET", "/api/admin/leads", { cookie })).status).toBe(401);
  });
});

test.describe("starts that must fail", () => {
  test.setTimeout(120_000);

  test("with DATABASE_URL set and a secret missing, the start exits non-zero naming the variable", async () => {
    const rest: Record<string, string> = { ...SECRETS };
    delete rest.USER_SESSION_SECRET;
    const instance = await startInstance({ ...rest, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    const code = await Promise.race([
      instance.exited,
      new Promise<string>((r) => setTimeout(() => r("still running"), 60_000)),
    ]);
    await stop(instance);
    expect(code).not.toBe(0);
    expect(code).not.toBe("still running");
    expect(instance.output()).toContain("USER_SESSION_SECRET is not set");
  });

  test("a second embedded server on the same DATA_DIR exits with a clear message", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "locked-data-"));
    // The first gets the migrated database; the folder is then left as the first server holds it.
    const first = await startInstance(SECRETS, { dataDir });
    try {
      await ready(first);
      const second = await startInstance(SECRETS, { dataDir, seed: false });
      const code = await Promise.race([
        second.exited,
        new Promise<string>((r) => setTimeout(() => r("still running"), 60_000)),
      ]);
      await stop(second);
      expect(code).not.toBe(0);
      expect(code).not.toBe("still running");
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another process (pid`);
      expect((await call(first, "GET", "/robots.txt")).status).toBe(200);
    } finally {
      await stop(first);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
