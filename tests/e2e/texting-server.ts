import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Sql } from "postgres";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { startPostgres, type PostgresServer } from "../support/postgres-server.mjs";
import { migrateDatabase, openPostgres } from "../../scripts/lib/database.mjs";
import { freePort } from "../support/next-server.mjs";
import { startTwilioStandIn } from "../unit/messaging-sinks";
import { rawTo, type RawResponse } from "./admin-helpers";

/**
 * A `next start` of its own for the texting and erase specs: PostgreSQL on
 * DATABASE_URL (so the test can search every column itself), Twilio pointed
 * at a local stand-in speaking its Messages API, and long test secrets.
 */
export const SECRETS = {
  ADMIN_ACCESS_CODE: "texting-e2e-admin-code-4471",
  ADMIN_SESSION_SECRET: "texting-e2e-session-secret-0123456789abcdef0123",
  FORM_TOKEN_SECRET: "texting-e2e-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "texting-e2e-user-session-secret-0123456789abcd",
};
export const TWILIO_TOKEN = "texting-e2e-twilio-token-8812";
export const OUR_NUMBER = "+15005550006";

export interface TextingServer {
  port: number;
  host: string;
  origin: string;
  sql: Sql;
  twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  stop(): Promise<void>;
}

/**
 * `env` adds to or overrides the server's variables. Our own hours are open all day unless a spec sets
 * QUIET_HOURS, and the server's clock (the test build's hooks) reads a weekday afternoon in the US, so a
 * staff text goes at once whatever the hour the suite runs: the federal 8:00-21:00 and the states' hours
 * still hold.
 */
export async function startTextingServer(env: Record<string, string> = {}): Promise<TextingServer> {
  const db: PostgresServer = await startPostgres();
  await migrateDatabase(db.url);
  const sql: Sql = (await openPostgres(db.url, { max: 2 })).sql;
  const twilio = await startTwilioStandIn();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      LOG_LEVEL: "ERROR",
      ...SECRETS,
      DATABASE_URL: db.url,
      DATA_DIR: path.join(tmpdir(), `texting-e2e-unused-${port}`),
      TWILIO_ACCOUNT_SID: "ACtextinge2e",
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: OUR_NUMBER,
      TWILIO_API_URL: twilio.url,
      RATE_LIMIT_RELAXED: "1",
      QUIET_HOURS: "00:00-24:00",
      E2E_TEST_HOOKS: "1",
      ...env,
    },
  });
  const host = `percymd.localhost:${port}`;
  const server: TextingServer = {
    port,
    host,
    origin: `http://${host}`,
    sql,
    twilio,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      await sql.end({ timeout: 5 });
      await twilio.stop();
      await db.stop();
    },
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("next start exited");
    try {
      if ((await rawTo(port, "GET", "/api/health", { host })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("next start did not answer");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await setServerClock(server, usAfternoon());
  return server;
}

/** The latest weekday 18:00 UTC (13:00 in New York, 10:00 in Los Angeles) at or before now. */
export function usAfternoon(now = new Date()): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18));
  if (at > now) at.setUTCDate(at.getUTCDate() - 1);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

/** Move the clock the server's rules read (test build only); null puts it back on real time. */
export async function setServerClock(server: Pick<TextingServer, "port" | "host">, at: Date | null): Promise<void> {
  const res = await rawTo(
    server.port,
    "POST",
    "/api/test-hooks/clock",
    { host: server.host, "content-type": "application/json" },
    JSON.stringify({ now: at ? at.toISOString() : null }),
  );
  expect(res.status, res.body).toBe(200);
}

/** Twilio's X-Twilio-Signature: base64 HMAC-SHA1 over the URL and each sorted parameter name and value. */
function twilioSignature(url: string, params: Record<string, string>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((name) => `${name}${params[name]}`)
      .join("");
  return createHmac("sha1", TWILIO_TOKEN).update(data).digest("base64");
}

/** A webhook as Twilio sends it: form-encoded, signed over the URL it called. */
export function signedWebhook(
  server: TextingServer,
  which: "inbound" | "status",
  params: Record<string, string>,
): Promise<RawResponse> {
  const pathname = `/api/webhooks/twilio/${which}`;
  return rawTo(
    server.port,
    "POST",
    pathname,
    {
      host: server.host,
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(`${server.origin}${pathname}`, params),
      "user-agent": "TwilioProxy/1.1",
    },
    new URLSearchParams(params).toString(),
  );
}

/** A text from `from` to our number, signed. */
export async function textIn(server: TextingServer, from: string, body: string, sid: string): Promise<string> {
  const res = await signedWebhook(server, "inbound", { From: from, To: OUR_NUMBER, Body: body, MessageSid: sid });
  expect(res.status, res.body).toBe(200);
  return res.body;
}

/** A lead from the contact form with the SMS box ticked; answers its id. */
export async function contactLead(
  server: TextingServer,
  fields: { email: string; phone: string; lastName: string },
): Promise<string> {
  const iat = Date.now() - 10_000;
  const formToken = signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `txt${iat}${fields.email}` },
    SECRETS.FORM_TOKEN_SECRET,
  );
  const sent = await rawTo(
    server.port,
    "POST",
    "/api/contact",
    { host: server.host, origin: server.origin, "content-type": "application/json" },
    JSON.stringify({
      firstName: "Ada",
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phone,
      company: "Engines Ltd",
      message: `Please text me at ${fields.phone}`,
      emailSignup: true,
      smsSignup: true,
      formToken,
      consentVersion: CURRENT_CONSENT_VERSION,
    }),
  );
  expect(sent.status, sent.body).toBe(201);
  return (JSON.parse(sent.body) as { id: string }).id;
}

/** Sign in through the access-code form, as staff do. */
export async function signIn(page: Page, server: TextingServer): Promise<void> {
  await page.goto(`${server.origin}/admin`);
  await page.getByLabel("Access code").fill(SECRETS.ADMIN_ACCESS_CODE);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 60_000 });
}

/** The staff cookie from a real sign-in, for raw calls. */
export async function staffCookie(server: TextingServer): Promise<string> {
  const res = await rawTo(
    server.port,
    "POST",
    "/api/admin/session",
    { host: server.host, origin: server.origin, "content-type": "application/json" },
    JSON.stringify({ code: SECRETS.ADMIN_ACCESS_CODE }),
  );
  expect(res.status).toBe(200);
  return ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("admin_session="))!
    .split(";")[0];
}

export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Axe finds nothing on the page, in the theme the page shows. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => ({ where, rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  expect.soft(found).toEqual([]);
}

/** Open the page in `theme` (the stored choice and the system preference agree) and check it applied. */
export async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
}

export async function expectTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
}
