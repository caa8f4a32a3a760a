import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type postgres from "postgres";
import { createTestDatabase, type TestDatabase } from "../support/postgres-template.mjs";
import { freePort } from "../support/next-server.mjs";
import { openPostgres } from "@/lib/backend/database";
import { consent, lastCode, shownText } from "./backend-fixtures";
import { layOut } from "../../scripts/functions-bundle.mjs";

/**
 * The Supabase Edge Functions as they deploy: the supabase/functions folder
 * laid out ALONE in a temp directory by the deploy command's own step
 * (`npm run functions:bundle`: the functions plus the lib files they import),
 * with only the npm packages its own package.json names, copied from
 * node_modules so no network is needed, run
 * under Deno (the npm `deno` binary) against a real PostgreSQL database of
 * this file's own, copied from the run's migrated template. A function that reached outside its folder
 * would fail to start here.
 */
jest.setTimeout(120_000);

const DENO = path.join(process.cwd(), "node_modules", ".bin", "deno");
const KEY = "test-service-role-key";
const FUNCTIONS = ["start-verification", "verify-code", "resend-verification", "submit-contact", "demo-send"] as const;
type Fn = (typeof FUNCTIONS)[number];

/** What deploy uploads, alone, plus `npm install` of its package.json done offline. */
function copyFunctionsAlone(): string {
  const dir = layOut(mkdtempSync(path.join(os.tmpdir(), "edge-functions-")));
  const { dependencies } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(dependencies)) {
    cpSync(path.join(process.cwd(), "node_modules", name), path.join(dir, "node_modules", name), { recursive: true });
  }
  return dir;
}

function startFunction(dir: string, name: Fn, port: number, dbUrl: string): Promise<ChildProcess> {
  const child = spawn(
    DENO,
    ["run", "--cached-only", "--allow-net", "--allow-env", "--allow-read", `${name}/index.ts`],
    {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_NO_UPDATE_CHECK: "1",
        DENO_DIR: path.join(dir, ".deno"),
        NO_COLOR: "1",
        PORT: String(port),
        SUPABASE_DB_URL: dbUrl,
        SUPABASE_SERVICE_ROLE_KEY: KEY,
        LOG_LEVEL: "WARN",
      } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Listening on")) resolve(child);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code}: ${output}`)));
  });
}

let database: TestDatabase;
let sql: postgres.Sql;
let dir: string;
const pg = {
  query: async <T>(text: string, params: unknown[] = []) => ({
    rows: (await sql.unsafe(text, params as never[])) as T[],
  }),
};
const children: ChildProcess[] = [];
const ports = {} as Record<Fn, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  sql = openPostgres(database.url, { max: 2 }).sql;
  dir = copyFunctionsAlone();
  for (const name of FUNCTIONS) ports[name] = await freePort();
  children.push(...(await Promise.all(FUNCTIONS.map((name) => startFunction(dir, name, ports[name], database.url)))));
});

afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await sql?.end({ timeout: 5 });
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function invoke(name: Fn, body: unknown, key = KEY) {
  const res = await fetch(`http://127.0.0.1:${ports[name]}/`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get("retry-after") };
}

const context = { ip: "192.0.2.10", userAgent: "deno-test", hub: "percymd" };

describe("Edge Functions copied alone, under Deno, on PostgreSQL", () => {
  it("start-verification then verify-code: once, and never twice", async () => {
    const started = await invoke("start-verification", { email: "deno@example.com", method: "email", context });
    expect(started.status).toBe(200);
    const id = started.body.verification_id as string;
    const code = await lastCode(pg, "deno@example.com");
    expect((await pg.query(`select subject from outbox where "to" = 'deno@example.com'`)).rows).toEqual([
      { subject: "Your PercyMD verification code" },
    ]);

    const ok = await invoke("verify-code", {
      verification_id: id,
      verification_code: code,
      email: "deno@example.com",
      auth_method: "email",
    });
    expect(ok).toMatchObject({ status: 200, body: { verification_id: id, email: "deno@example.com" } });
    const again = await invoke("verify-code", { verification_id: id, verification_code: code, auth_method: "email" });
    expect(again).toMatchObject({ status: 400, body: { error: { code: "AUTH_OTP_INVALID" } } });
  });

  it("answers bad input with the JSON error shape", async () => {
    const bad = await invoke("verify-code", { verification_id: "x", verification_code: "12", auth_method: "fax" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(["verification_code", "auth_method"]));
  });

  it("resend-verification: same answer for an unknown address, 429 with Retry-After in the cooldown", async () => {
    expect(await invoke("resend-verification", { email: "ghost@example.com" })).toMatchObject({
      status: 200,
      body: { sent: true },
    });
    const limited = await invoke("resend-verification", { email: "ghost@example.com" });
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(55);
  });

  it("submit-contact stores the lead and the consent text of the version given, not the caller's text", async () => {
    const payload = {
      name: "Deno Person",
      email: "lead@example.com",
      phone: "4155550100",
      hub_id: 2,
      sms_signup: true,
      consent: [consent("sms")],
    };
    const stored = await invoke("submit-contact", { ...payload, context });
    expect(stored.status).toBe(200);
    const rows = await pg.query<{ hub_id: string; ip: string; phone: string; step: string }>(
      `select l.hub_id, c.ip, l.phone, c.step from leads l join consent_records c on c.lead_id = l.id
        where l.id = $1 order by c.created_at`,
      [stored.body.leadId],
    );
    // The SMS request, and the one "Reply YES" text the Edge Function queued (the SMS policy runs there too).
    expect(rows.rows).toEqual([
      { hub_id: "percymd", ip: "192.0.2.10", phone: "+14155550100", step: "requested" },
      { hub_id: "percymd", ip: null, phone: "+14155550100", step: "confirmation-sent" },
    ]);
    // Another person (own email and number: the same number would join the lead above).
    const claimed = await invoke("submit-contact", {
      ...payload,
      email: "claim@example.com",
      phone: "4155550101",
      consent: [consent("sms", "I agree to nothing.")],
      context,
    });
    expect(claimed.status).toBe(200);
    const texts = await pg.query<{ text: string }>(
      `select text from consent_records where lead_id = $1 and step = 'requested'`,
      [claimed.body.leadId],
    );
    expect(texts.rows).toEqual([{ text: shownText("sms") }]);
  });

  it("demo-send puts the text for the verified phone in the outbox, and refuses a bad number", async () => {
    const sent = await invoke("demo-send", { to: "+14155550188", body: "Your table is ready.", context });
    expect(sent.status).toBe(200);
    const rows = await pg.query<{ channel: string; body: string; hub_id: string; status: string }>(
      `select channel, body, hub_id, status from outbox where id = $1`,
      [sent.body.messageId],
    );
    expect(rows.rows).toEqual([{ channel: "sms", body: "Your table is ready.", hub_id: "percymd", status: "pending" }]);
    const bad = await invoke("demo-send", { to: "12", body: "x", context });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(["to"]);
  });

  it("holds a direct caller to the server's limits: the sixth contact from one IP in ten minutes gets 429", async () => {
    const from = { ...context, ip: "192.0.2.99" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await invoke("submit-contact", {
        name: "Limit Person",
        email: `limit${i}@example.com`,
        hub_id: 2,
        context: from,
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.retryAfter)).toBeGreaterThan(500);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const stored = await pg.query<{ n: number }>(`select count(*)::int as n from leads where email like 'limit%'`);
    expect(stored.rows[0].n).toBe(5);
  });

  it.each(FUNCTIONS)("%s refuses a caller without the service-role key (401), and stores nothing", async (name) => {
    const before = (await pg.query<{ n: number }>(`select count(*)::int as n from leads`)).rows[0].n;
    for (const key of ["anon-key", ""]) {
      const res = await invoke(name, { email: "anon@example.com", name: "Anon", hub_id: 2, context }, key);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("API_UNAUTHORIZED");
    }
    expect((await pg.query<{ n: number }>(`select count(*)::int as n from leads`)).rows[0].n).toBe(before);
  });
});
