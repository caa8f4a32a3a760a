import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Sql } from "postgres";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { startPostgres, type PostgresServer } from "../support/postgres-server.mjs";
import { migrateDatabase, openPostgres } from "../../scripts/lib/database.mjs";
import { freePort } from "../support/next-server.mjs";
import { startTwilioStandIn } from "../unit/messaging-sinks";
import { rawTo, type RawResponse } from "./admin-helpers";

/**
 * Two instances of the site's server on one PostgreSQL, as behind a load balancer,
 * with Twilio pointed at a local stand-in: for the outage and storm specs.
 * Helpers send what visitors and Twilio send: contact posts with a fresh
 * form token, signed inbound texts.
 */
const SECRETS = {
  ADMIN_ACCESS_CODE: "cluster-e2e-admin-code-6613",
  ADMIN_SESSION_SECRET: "cluster-e2e-session-secret-0123456789abcdef0123",
  FORM_TOKEN_SECRET: "cluster-e2e-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "cluster-e2e-user-session-secret-0123456789abcd",
};
const TWILIO_TOKEN = "cluster-e2e-twilio-token-4471";
export const OUR_NUMBER = "+15005550006";
export const HOST = "percymd.com";
const INBOUND = "/api/webhooks/twilio/inbound";

export interface Instance {
  port: number;
  child: ChildProcess;
}

export interface Cluster {
  db: PostgresServer;
  sql: Sql;
  instances: Instance[];
  twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  stop(): Promise<void>;
}

async function answering(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error("next start exited");
    const health = await rawTo(instance.port, "GET", "/api/health", { host: HOST }).catch(() => null);
    if (health?.status === 200) return;
    if (Date.now() > deadline) throw new Error("next start did not answer");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function startCluster(count = 2, env: Record<string, string> = {}): Promise<Cluster> {
  const db = await startPostgres();
  await migrateDatabase(db.url);
  const sql: Sql = (await openPostgres(db.url, { max: 4 })).sql;
  const twilio = await startTwilioStandIn();
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        LOG_LEVEL: "CRITICAL",
        ...SECRETS,
        DATABASE_URL: db.url,
        DATA_DIR: path.join(tmpdir(), `cluster-e2e-unused-${port}`),
        TWILIO_ACCOUNT_SID: "ACclustere2e",
        TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
        TWILIO_FROM: OUR_NUMBER,
        TWILIO_API_URL: twilio.url,
        PUBLIC_URL: `https://${HOST}`,
        RATE_LIMIT_RELAXED: "1",
        ...env,
      },
    });
    instances.push({ port, child });
  }
  await Promise.all(instances.map(answering));
  return {
    db,
    sql,
    instances,
    twilio,
    async stop() {
      await Promise.all(
        instances.map(async ({ child }) => {
          if (child.exitCode !== null) return;
          child.kill("SIGTERM");
          await new Promise((resolve) => child.once("exit", resolve));
        }),
      );
      await sql.end({ timeout: 5 });
      await twilio.stop();
      await db.stop();
    },
  };
}

/** Twilio's X-Twilio-Signature over the public URL and the sorted parameters. */
function twilioSignature(url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac("sha1", TWILIO_TOKEN).update(data).digest("base64");
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
      "x-twilio-signature": twilioSignature(`https://${HOST}${INBOUND}`, params),
      "user-agent": "TwilioProxy/1.1",
    },
    new URLSearchParams(params).toString(),
  );
}

let nonce = 0;

/** A contact-form post as the browser sends it, with a fresh form token issued 10 s ago. */
export function contactPost(instance: Instance, email: string, phone: string): Promise<RawResponse> {
  const iat = Date.now() - 10_000;
  const formToken = signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `cluster${process.pid}-${++nonce}-${iat}` },
    SECRETS.FORM_TOKEN_SECRET,
  );
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
      formToken,
      consentVersion: CURRENT_CONSENT_VERSION,
    }),
  );
}
