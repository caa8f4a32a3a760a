import type { Sql } from "postgres";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { startPostgres, type PostgresServer } from "../support/postgres-server.mjs";
import { createTestDatabase } from "../support/postgres-template.mjs";
import { migrateDatabase, openPostgres } from "../../scripts/lib/database.mjs";
import { startSites, type Site } from "../support/next-server.mjs";
import { startTwilioStandIn } from "../support/messaging-sinks";
import { rawTo, type RawResponse } from "../support/site-requests";
import { agedFormToken, serverSecrets, twilioSignature } from "../support/signed-requests";

/**
 * Two instances of the site's server on one PostgreSQL, as behind a load balancer,
 * with Twilio pointed at a local stand-in: for the outage and storm specs.
 * Helpers send what visitors and Twilio send: contact posts with a fresh
 * form token, signed inbound texts.
 */
const SECRETS = serverSecrets("cluster-e2e");
const TWILIO_TOKEN = "cluster-e2e-twilio-token-4471";
export const OUR_NUMBER = "+15005550006";
export const HOST = "percymd.com";
const INBOUND = "/api/webhooks/twilio/inbound";

export type Instance = Site;

export interface Cluster {
  /** The cluster's own PostgreSQL server, with `ownServer` (to stop and start it as an outage would). */
  db: PostgresServer | null;
  sql: Sql;
  instances: Instance[];
  twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  stop(): Promise<void>;
}

/**
 * `count` instances on a database of the cluster's own: a copy of the run's migrated template, or with
 * `ownServer` a PostgreSQL server started (and migrated) for this cluster alone.
 */
export async function startCluster(
  count = 2,
  env: Record<string, string> = {},
  { ownServer = false }: { ownServer?: boolean } = {},
): Promise<Cluster> {
  const db = ownServer ? await startPostgres() : null;
  if (db) await migrateDatabase(db.url);
  const database = db ? null : await createTestDatabase();
  const url = db?.url ?? database!.url;
  const sql: Sql = (await openPostgres(url, { max: 4 })).sql;
  const twilio = await startTwilioStandIn();
  const instances = await startSites(count, {
    bind: "127.0.0.1",
    readyPath: "/api/health",
    env: {
      LOG_LEVEL: "CRITICAL",
      ...SECRETS,
      DATABASE_URL: url,
      TWILIO_ACCOUNT_SID: "ACclustere2e",
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: OUR_NUMBER,
      TWILIO_API_URL: twilio.url,
      PUBLIC_URL: `https://${HOST}`,
      RATE_LIMIT_RELAXED: "1",
      ...env,
    },
  });
  return {
    db,
    sql,
    instances,
    twilio,
    async stop() {
      await Promise.all(instances.map((instance) => instance.stop()));
      await sql.end({ timeout: 5 });
      await twilio.stop();
      await db?.stop();
      await database?.drop();
    },
  };
}

/** A text from `from` to our number, signed as Twilio signs it. */
export function inboundText(instance: Instance, params: Record<string, string>): Promise<RawResponse> {
  return rawTo(
    instance.port,
    "POST",
    INBOUND,
    {
      host: HOST,
      connection: "close",
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(TWILIO_TOKEN, `https://${HOST}${INBOUND}`, params),
      "user-agent": "TwilioProxy/1.1",
    },
    new URLSearchParams(params).toString(),
  );
}

/** A contact-form post as the browser sends it, with a fresh form token issued 10 s ago. */
export function contactPost(instance: Instance, email: string, phone: string): Promise<RawResponse> {
  return rawTo(
    instance.port,
    "POST",
    "/api/contact",
    { host: HOST, origin: `https://${HOST}`, connection: "close", "content-type": "application/json" },
    JSON.stringify({
      firstName: "Ada",
      lastName: "Outage",
      email,
      phone,
      company: "Engines Ltd",
      message: "Please call me back about texting.",
      emailSignup: false,
      smsSignup: false,
      formToken: agedFormToken(SECRETS.FORM_TOKEN_SECRET),
      consentVersion: CURRENT_CONSENT_VERSION,
    }),
  );
}
