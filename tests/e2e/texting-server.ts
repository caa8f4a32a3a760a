import type { Sql } from "postgres";
import { expect, test, type Page } from "@playwright/test";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { createTestDatabase } from "../support/postgres-template.mjs";
import { openPostgres } from "../../scripts/lib/database.mjs";
import { startSite } from "../support/next-server.mjs";
import { startTwilioStandIn } from "../support/messaging-sinks";
import { adminSessionCookie, rawTo, type RawResponse } from "../support/site-requests";

export { until } from "../support/site-requests";
import { agedFormToken, serverSecrets, twilioSignature } from "../support/signed-requests";

/**
 * A `next start` of its own for the texting and erase specs: a PostgreSQL database of its own on
 * DATABASE_URL (so the test can search every column itself), Twilio pointed at a local stand-in speaking its
 * Messages API, and long test secrets.
 */
export const SECRETS = serverSecrets("texting-e2e");
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
  const database = await createTestDatabase();
  const sql: Sql = (await openPostgres(database.url, { max: 2 })).sql;
  const twilio = await startTwilioStandIn();
  const site = await startSite({
    readyPath: "/api/health",
    env: {
      ...SECRETS,
      DATABASE_URL: database.url,
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
  const server: TextingServer = {
    port: site.port,
    host: site.host("percymd"),
    origin: site.origin("percymd"),
    sql,
    twilio,
    async stop() {
      await site.stop();
      await sql.end({ timeout: 5 });
      await twilio.stop();
      await database.drop();
    },
  };
  await setServerClock(server, usAfternoon());
  return server;
}

/**
 * One texting server for the spec file, its tests run in order: started before the first test (then `ready`
 * runs on it), stopped after the last. Answers the server, once started.
 */
export function textingServerForFile(
  env: Record<string, string> = {},
  ready: (server: TextingServer) => Promise<void> = async () => {},
): () => TextingServer {
  let server: TextingServer | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startTextingServer(env);
    await ready(server);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => server!;
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
      "x-twilio-signature": twilioSignature(TWILIO_TOKEN, `${server.origin}${pathname}`, params),
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
  const formToken = agedFormToken(SECRETS.FORM_TOKEN_SECRET);
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
export function staffCookie(server: TextingServer): Promise<string> {
  return adminSessionCookie(server.port, server.host, SECRETS.ADMIN_ACCESS_CODE);
}
