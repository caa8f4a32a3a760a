import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { signToken } from "../../lib/security/signed-token";
import { startPostgres, type PostgresServer } from "../support/postgres-server.mjs";
import { migrateDatabase } from "../../scripts/lib/database.mjs";
import { startTwilioStandIn } from "../unit/messaging-sinks";
import { rawTo, type RawResponse } from "./admin-helpers";
import { freePort } from "../support/next-server.mjs";

/**
 * `next start` instances of their own for the client-program specs, with
 * Twilio pointed at a local stand-in speaking its Messages API: either one
 * on the embedded backend (PGlite under a temp DATA_DIR), or two on one
 * PostgreSQL (DATABASE_URL), as behind a load balancer. Each on a free port.
 */
export const SECRETS = {
  ADMIN_ACCESS_CODE: "programs-e2e-admin-code-7731",
  ADMIN_SESSION_SECRET: "programs-e2e-session-secret-0123456789abcdef0123",
  FORM_TOKEN_SECRET: "programs-e2e-form-token-secret-0123456789abcdef",
  USER_SESSION_SECRET: "programs-e2e-user-session-secret-0123456789abcd",
};
export const TWILIO_TOKEN = "programs-e2e-twilio-token-5521";
export const PLATFORM_NUMBER = "+15005550006";

export interface Instance {
  port: number;
  origin: (hub?: string) => string;
  host: (hub?: string) => string;
}

export interface ProgramsServers {
  instances: Instance[];
  twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  stop(): Promise<void>;
}

export async function startProgramsServers(mode: "embedded" | "postgres"): Promise<ProgramsServers> {
  let db: PostgresServer | null = null;
  let dataDir: string | null = null;
  const twilio = await startTwilioStandIn();
  const backendEnv: Record<string, string> = {};
  if (mode === "postgres") {
    db = await startPostgres();
    await migrateDatabase(db.url);
    backendEnv.DATABASE_URL = db.url;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), "programs-e2e-"));
  }
  const ports = mode === "postgres" ? [await freePort(), await freePort()] : [await freePort()];
  const children: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, ["server.mjs", "-p", String(port)], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        LOG_LEVEL: "ERROR",
        ...SECRETS,
        ...backendEnv,
        DATA_DIR: dataDir ?? path.join(tmpdir(), `programs-e2e-unused-${port}`),
        TWILIO_ACCOUNT_SID: "ACprogramse2e",
        TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
        TWILIO_FROM: PLATFORM_NUMBER,
        TWILIO_API_URL: twilio.url,
        RATE_LIMIT_RELAXED: "1",
      },
    }),
  );
  const instances: Instance[] = ports.map((port) => ({
    port,
    host: (hub = "marque") => `${hub}.localhost:${port}`,
    origin: (hub = "marque") => `http://${hub}.localhost:${port}`,
  }));
  const servers: ProgramsServers = {
    instances,
    twilio,
    async stop() {
      for (const child of children) {
        if (child.exitCode === null) {
          child.kill("SIGTERM");
          await new Promise((resolve) => child.once("exit", resolve));
        }
      }
      await twilio.stop();
      await db?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 120_000;
  for (const [i, instance] of instances.entries()) {
    for (;;) {
      if (children[i].exitCode !== null) throw new Error("next start exited");
      try {
        if ((await rawTo(instance.port, "GET", "/api/health", { host: instance.host() })).status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("next start did not answer");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return servers;
}

/** A form token as the page issued it a while ago (past the 3 s rule). */
export function agedFormToken(): string {
  const iat = Date.now() - 10_000;
  return signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `prog${iat}${Math.random()}` },
    SECRETS.FORM_TOKEN_SECRET,
  );
}

export async function staffCookie(instance: Instance): Promise<string> {
  const res = await rawTo(
    instance.port,
    "POST",
    "/api/admin/session",
    { host: instance.host(), origin: instance.origin(), "content-type": "application/json" },
    JSON.stringify({ code: SECRETS.ADMIN_ACCESS_CODE }),
  );
  expect(res.status, res.body).toBe(200);
  return ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("admin_session="))!
    .split(";")[0];
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
  const data =
    `${instance.origin()}${pathname}` +
    Object.keys(params)
      .sort()
      .map((name) => `${name}${params[name as keyof typeof params]}`)
      .join("");
  const res = await rawTo(
    instance.port,
    "POST",
    pathname,
    {
      host: instance.host(),
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": createHmac("sha1", TWILIO_TOKEN).update(data).digest("base64"),
    },
    new URLSearchParams(params).toString(),
  );
  expect(res.status, res.body).toBe(200);
  return res.body;
}

export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
