/**
 * The admin outbox API in the two server modes that keep the outbox in
 * PostgreSQL (DATABASE_URL, and Supabase with DATABASE_URL), on a real
 * server: each message's state, attempts, the provider's last answer and its
 * age; codes masked while valid when the channel has a provider, shown when
 * it has none (developers read them there).
 */
import { GET as outboxGET } from "@/app/api/admin/outbox/route";
import { ADMIN_SESSION_COOKIE, startAdminSession } from "@/lib/auth/admin-session";
import { resetBackendForTests } from "@/lib/backend";
import { closeDatabase, openPostgres } from "@/lib/backend/database";
import type { OutboxMessage } from "@/lib/types/backend";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";

jest.setTimeout(60_000);
const env = process.env as Record<string, string | undefined>;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const sql = openPostgres(database.url, { max: 1 }).sql;
  await sql.unsafe(`
    insert into outbox (channel, "to", subject, body, kind, status, attempts, last_error, last_response, created_at, next_attempt_at)
    values ('sms', '+14155550100', null, 'Marque: hello', 'notification', 'dead', 1,
            'Twilio HTTP 400 21610: Attempt to send to unsubscribed recipient',
            'Twilio HTTP 400 21610: Attempt to send to unsubscribed recipient', now() - interval '2 hours', now());
    insert into outbox (channel, "to", subject, body, kind, status, redact, expires_at, created_at, next_attempt_at)
    values ('email', 'ada@example.com', 'Your code', 'Your code is 654321. Or open https://marquetext.com/verify?id=1&token=abc', 'verification',
            'pending', true, now() + interval '10 minutes', now() - interval '30 seconds', now());
    insert into outbox (channel, "to", subject, body, kind, status, redact, expires_at, created_at, next_attempt_at)
    values ('email', 'old@example.com', 'Your code', 'Your code is 111222', 'verification',
            'expired', true, now() - interval '1 minute', now() - interval '20 minutes', now());`);
  await sql.end();
  Object.assign(env, {
    NODE_ENV: "production",
    ADMIN_SESSION_SECRET: "outbox-modes-secret-0123456789abcdef",
    ADMIN_ACCESS_CODE: "x",
    FORM_TOKEN_SECRET: "f".repeat(32),
    USER_SESSION_SECRET: "u".repeat(32),
    LOG_LEVEL: "CRITICAL",
    DATABASE_URL: database.url,
  });
}, 120_000);

afterAll(async () => {
  for (const key of ["DATABASE_URL", "SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "SMTP_URL"]) delete env[key];
  Object.assign(env, { NODE_ENV: "test" });
  resetServerEnvForTests();
  resetBackendForTests();
  await closeDatabase();
  await database?.drop();
});

async function list(extra: Record<string, string | undefined>): Promise<OutboxMessage[]> {
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  resetServerEnvForTests();
  resetBackendForTests();
  const cookie = `${ADMIN_SESSION_COOKIE}=${await startAdminSession()}`;
  const response = await outboxGET(
    new Request("http://marque.localhost:3000/api/admin/outbox", {
      headers: { host: "marque.localhost:3000", cookie },
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: OutboxMessage[] }).items;
}

const modes: Record<string, Record<string, string | undefined>> = {
  DATABASE_URL: { SUPABASE_URL: undefined, SUPABASE_SERVICE_ROLE_KEY: undefined },
  "Supabase with DATABASE_URL": { SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_SERVICE_ROLE_KEY: "service-role" },
};

for (const [mode, vars] of Object.entries(modes)) {
  describe(`mode: ${mode}`, () => {
    it("lists state, attempts, the provider's last answer and age; a dead row is there to retry", async () => {
      const items = await list({ ...vars, SMTP_URL: undefined });
      const dead = items.find((m) => m.to === "+14155550100")!;
      expect(dead).toMatchObject({
        status: "dead",
        attempts: 1,
        lastResponse: "Twilio HTTP 400 21610: Attempt to send to unsubscribed recipient",
      });
      expect(Date.now() - new Date(dead.createdAt).getTime()).toBeGreaterThan(7_000_000);
      expect(items.find((m) => m.to === "old@example.com")).toMatchObject({ status: "expired" });
    });

    it("shows a valid code with no email provider, and masks it (and its link) once SMTP is configured", async () => {
      const shown = (await list({ ...vars, SMTP_URL: undefined })).find((m) => m.to === "ada@example.com")!;
      expect(shown.body).toContain("654321");
      const masked = (await list({ ...vars, SMTP_URL: "smtp://127.0.0.1:9" })).find((m) => m.to === "ada@example.com")!;
      expect(masked.body).not.toContain("654321");
      expect(masked.body).not.toContain("token=abc");
      expect(masked.body).toContain("••••••");
      // An expired code is no secret any more.
      const old = (await list({ ...vars, SMTP_URL: "smtp://127.0.0.1:9" })).find((m) => m.to === "old@example.com")!;
      expect(old.body).toContain("111222");
    });
  });
}
