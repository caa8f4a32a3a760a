import { expect } from "@playwright/test";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";
import { startSites, type Site } from "../support/next-server.mjs";
import { startTwilioStandIn } from "../support/messaging-sinks";
import { adminSessionCookie, rawTo, type RawResponse } from "../support/site-requests";

export { until } from "../support/site-requests";
import { agedFormToken as signedFormToken, serverSecrets, twilioSignature } from "../support/signed-requests";

/**
 * `next start` instances of their own for the client-program specs, with
 * Twilio pointed at a local stand-in speaking its Messages API: either one
 * on the embedded backend (a DATA_DIR of its own), or two on one
 * PostgreSQL database (DATABASE_URL), as behind a load balancer. Each on a free port.
 */
export const SECRETS = serverSecrets("programs-e2e");
export const TWILIO_TOKEN = "programs-e2e-twilio-token-5521";
export const PLATFORM_NUMBER = "+15005550006";

export type Instance = Pick<Site, "port" | "origin" | "host">;

export interface ProgramsServers {
  instances: Instance[];
  twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  stop(): Promise<void>;
}

export async function startProgramsServers(mode: "embedded" | "postgres"): Promise<ProgramsServers> {
  const twilio = await startTwilioStandIn();
  const database: TestDatabase | null = mode === "postgres" ? await createTestDatabase() : null;
  const sites = await startSites(database ? 2 : 1, {
    readyPath: "/api/health",
    env: {
      ...SECRETS,
      ...(database ? { DATABASE_URL: database.url } : {}),
      TWILIO_ACCOUNT_SID: "ACprogramse2e",
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: PLATFORM_NUMBER,
      TWILIO_API_URL: twilio.url,
      RATE_LIMIT_RELAXED: "1",
    },
  });
  return {
    instances: sites,
    twilio,
    async stop() {
      await Promise.all(sites.map((site) => site.stop()));
      await twilio.stop();
      await database?.drop();
    },
  };
}

/** A form token as the page issued it a while ago (past the 3 s rule). */
export function agedFormToken(): string {
  return signedFormToken(SECRETS.FORM_TOKEN_SECRET);
}

export function staffCookie(instance: Instance): Promise<string> {
  return adminSessionCookie(instance.port, instance.host(), SECRETS.ADMIN_ACCESS_CODE);
}

/** A staff API call with the session and a same-origin Origin. */
export function api(
  instance: Instance,
  cookie: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<RawResponse> {
  return rawTo(
    instance.port,
    method,
    pathname,
    {
      host: instance.host(),
      origin: instance.origin(),
      cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
}

/** A text to one of our numbers, signed as Twilio signs it. */
export async function textTo(instance: Instance, to: string, from: string, body: string): Promise<string> {
  const pathname = "/api/webhooks/twilio/inbound";
  const params = { From: from, To: to, Body: body, MessageSid: `SM${Date.now()}${Math.random()}` };
  const res = await rawTo(
    instance.port,
    "POST",
    pathname,
    {
      host: instance.host(),
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(TWILIO_TOKEN, `${instance.origin()}${pathname}`, params),
    },
    new URLSearchParams(params).toString(),
  );
  expect(res.status, res.body).toBe(200);
  return res.body;
}
