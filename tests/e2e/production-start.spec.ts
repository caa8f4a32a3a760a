import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/next-server.mjs";
import { startPostgres, type PostgresServer } from "../support/postgres-server.mjs";

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

let db: PostgresServer | undefined;
let dir = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), "production-start-"));
  db = await startPostgres();
});
test.afterAll(async () => {
  await db?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Start `next start` with `env`; resolves with its exit code and output, or "ready" once it answers. */
async function start(env: Record<string, string>): Promise<{ outcome: "exited" | "ready"; output: string }> {
  const port = await freePort();
  const base = { ...process.env };
  for (const name of ["DATABASE_URL", "SUPABASE_DB_URL", "SUPABASE_URL", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"])
    delete base[name];
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...base, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: path.join(dir, `data-${port}`), ...env },
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<"exited">((resolve) => child.once("exit", () => resolve("exited")));
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return "ready" as const;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const outcome = await Promise.race([
    exited,
    ready,
    new Promise<"exited">((r) => setTimeout(() => r("exited"), 90_000)),
  ]);
  if (child.exitCode === null) {
    child.kill("SIGTERM");
    await exited;
  }
  return { outcome, output };
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
  const started = await start({ DATABASE_URL: db!.url, ...SECRETS });
  expect(started.outcome, started.output).toBe("ready");
});

test("a provider set in part, or a short secret, refuses to start, naming the variable", async () => {
  const twilio = await start({ TWILIO_ACCOUNT_SID: "AC0123456789", TWILIO_FROM: "+15005550006" });
  expect(twilio.outcome).toBe("exited");
  expect(twilio.output).toContain("TWILIO_AUTH_TOKEN is not set");

  const short = await start({ FORM_TOKEN_SECRET: "too-short" });
  expect(short.outcome).toBe("exited");
  expect(short.output).toContain("FORM_TOKEN_SECRET is shorter than 32 bytes");
});
