import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSite } from "../support/next-server.mjs";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";

/**
 * A production server that cannot work refuses to start, naming why, instead of failing on a later request:
 * a database behind its migrations (until `npm run db:migrate` runs), a provider set in part, a short secret.
 */
const SECRETS = {
  ADMIN_ACCESS_CODE: "production-start-admin-code",
  ADMIN_SESSION_SECRET: "production-start-admin-session-0123456789abcdef",
  FORM_TOKEN_SECRET: "production-start-form-token-0123456789abcdef",
  USER_SESSION_SECRET: "production-start-user-session-0123456789abcdef",
};

let db: TestDatabase | undefined;

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  db = await createTestDatabase({ migrated: false });
});
test.afterAll(() => db?.drop());

/** Start `next start` with `env`; resolves with its exit code and output, or "ready" once it answers. */
async function start(env: Record<string, string>): Promise<{ outcome: "exited" | "ready"; output: string }> {
  const site = await startSite({ bind: "127.0.0.1", env, readyPath: null, output: "capture" });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${site.port}/api/health`)).status === 200) return "ready" as const;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const outcome = await Promise.race([
    site.exited.then(() => "exited" as const),
    ready,
    new Promise<"exited">((r) => setTimeout(() => r("exited"), 90_000)),
  ]);
  await site.stop();
  return { outcome, output: site.output() };
}

test("on a database behind its migrations it refuses to start, naming npm run db:migrate; after it, it starts", async () => {
  const refused = await start({ DATABASE_URL: db!.url, ...SECRETS });
  expect(refused.outcome).toBe("exited");
  expect(refused.output).toContain("pending migration(s)");
  expect(refused.output).toContain("npm run db:migrate");

  const migrate = spawnSync(process.execPath, ["scripts/db-migrate.mjs"], {
    env: { ...process.env, DATABASE_URL: db!.url },
    encoding: "utf8",
  });
  expect(migrate.status, migrate.stderr).toBe(0);
  // The server keeps its compiled code for the next start, by default in the system's temp folder.
  const temp = mkdtempSync(path.join(tmpdir(), "server-temp-"));
  const started = await start({ DATABASE_URL: db!.url, ...SECRETS, TMPDIR: temp });
  expect(started.outcome, started.output).toBe("ready");
  expect(readdirSync(path.join(temp, "node-compile-cache"), { recursive: true }).length).toBeGreaterThan(0);
  rmSync(temp, { recursive: true, force: true });
});

test("a provider set in part, or a short secret, refuses to start, naming the variable", async () => {
  const twilio = await start({ TWILIO_ACCOUNT_SID: "AC0123456789", TWILIO_FROM: "+15005550006" });
  expect(twilio.outcome).toBe("exited");
  expect(twilio.output).toContain("TWILIO_AUTH_TOKEN is not set");

  const short = await start({ FORM_TOKEN_SECRET: "too-short" });
  expect(short.outcome).toBe("exited");
  expect(short.output).toContain("FORM_TOKEN_SECRET is shorter than 32 bytes");
});
