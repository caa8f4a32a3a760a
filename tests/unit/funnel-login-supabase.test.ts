/**
 * POST /api/auth/otp on Supabase Auth, against a local server speaking
 * GoTrue's /auth/v1/otp: a known address gets a code, an unknown one gets
 * Supabase's "Signups not allowed for otp" (shouldCreateUser: false). The
 * caller cannot tell them apart, by answer or by timing class.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { LOGIN_START_ANSWER_MS } from "@/lib/supabase/auth-client";
import { POST as startRoute } from "@/app/api/auth/otp/route";

const KNOWN = "known@example.com";
let gotrue: Server;
const asked: string[] = [];

beforeAll(async () => {
  gotrue = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const email = (JSON.parse(body || "{}") as { email?: string }).email ?? "";
      asked.push(`${req.method} ${req.url?.split("?")[0]} ${email}`);
      res.setHeader("content-type", "application/json");
      if (email === KNOWN) {
        // A real send takes a while (SMTP).
        setTimeout(() => res.end("{}"), 300);
      } else {
        res.statusCode = 422;
        res.end(JSON.stringify({ code: 422, error_code: "otp_disabled", msg: "Signups not allowed for otp" }));
      }
    });
  });
  await new Promise<void>((resolve) => gotrue.listen(0, "127.0.0.1", resolve));
  process.env.SUPABASE_URL = `http://127.0.0.1:${(gotrue.address() as AddressInfo).port}`;
  process.env.SUPABASE_ANON_KEY = "anon-key-for-tests";
  process.env.LOG_LEVEL = "CRITICAL";
  resetServerEnvForTests();
});

afterAll(async () => {
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
  resetServerEnvForTests();
  gotrue.closeAllConnections();
  await new Promise((resolve) => gotrue.close(resolve));
});

beforeEach(() => resetRateLimiterForTests());

async function ask(email: string) {
  const started = performance.now();
  const response = await startRoute(
    new NextRequest("http://percymd.localhost:3000/api/auth/otp", {
      method: "POST",
      headers: { "content-type": "application/json", host: "percymd.localhost:3000" },
      body: JSON.stringify({ email }),
    }),
  );
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

describe("POST /api/auth/otp on Supabase Auth", () => {
  it("answers a known and an unknown address the same way, both after the fixed answer time", async () => {
    const known = await ask(KNOWN);
    const unknown = await ask("nobody@example.com");
    expect(asked).toEqual([`POST /auth/v1/otp ${KNOWN}`, "POST /auth/v1/otp nobody@example.com"]);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known).toMatchObject({ status: 200, body: { sent: true } });
    // Same timing class: neither answer comes before the fixed time, whatever Supabase did.
    expect(unknown.ms).toBeGreaterThanOrEqual(LOGIN_START_ANSWER_MS - 5);
    expect(known.ms).toBeGreaterThanOrEqual(LOGIN_START_ANSWER_MS - 5);
  }, 15_000);
});
