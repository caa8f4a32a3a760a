/**
 * Login codes in the embedded default: the route handlers over a
 * real in-memory PGlite. Supabase Auth mode needs a live project and is not
 * tested offline.
 */
import { NextRequest } from "next/server";
import { getBackend } from "@/lib/backend";
import { POST as startRoute } from "@/app/api/auth/otp/route";
import { POST as verifyRoute } from "@/app/api/auth/verify/route";
import { withEmbeddedBackend } from "../support/embedded-backend";

const ORIGIN = "http://percymd.localhost:3000";

function post(path: string, body: unknown, cookie?: string) {
  return new NextRequest(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", host: "percymd.localhost:3000", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** `name=value` pairs from Set-Cookie, the way a browser would send them back. */
function cookiesOf(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair.indexOf("=");
    out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return out;
}

async function codeSentTo(to: string): Promise<string> {
  const { items } = await getBackend().admin.outbox({ to });
  const match = /\b(\d{6})\b/.exec(items[0]?.body ?? "");
  if (!match) throw new Error(`no code for ${to}`);
  return match[1];
}

withEmbeddedBackend("funnel-login-code", {
  USER_SESSION_SECRET: "unit-user-session-secret-0123456789abcdef",
  LOG_LEVEL: "WARN",
});

describe("POST /api/auth/otp and /api/auth/verify (embedded)", () => {
  it("refuses a request with neither email nor phone", async () => {
    const response = await startRoute(post("/api/auth/otp", {}));
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toBe("You must provide either an email or phone number.");
    const blank = await verifyRoute(post("/api/auth/verify", { email: " ", token: "123456" }));
    expect(blank.status).toBe(422);
  });

  it("sends a code, then the right code opens a signed session and ends the challenge", async () => {
    const sent = await startRoute(post("/api/auth/otp", { email: "Lee@Example.com" }));
    expect(sent.status).toBe(200);
    const challenge = cookiesOf(sent).login_challenge;
    expect(challenge).toBeTruthy();
    expect(sent.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    const code = await codeSentTo("lee@example.com");

    const ok = await verifyRoute(
      post("/api/auth/verify", { email: "Lee@Example.com", token: code }, `login_challenge=${challenge}`),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const set = cookiesOf(ok);
    expect(set.user_session).toBeTruthy();
    expect(set.login_challenge).toBe("");

    // Single use: the same code and challenge cannot open a second session.
    const again = await verifyRoute(
      post("/api/auth/verify", { email: "lee@example.com", token: code }, `login_challenge=${challenge}`),
    );
    expect(again.status).toBe(400);
  });

  it("a wrong code is 400 'Invalid verification code' and sets no session", async () => {
    const sent = await startRoute(post("/api/auth/otp", { email: "kim@example.com" }));
    const challenge = cookiesOf(sent).login_challenge;
    const code = await codeSentTo("kim@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const response = await verifyRoute(
      post("/api/auth/verify", { email: "kim@example.com", token: wrong }, `login_challenge=${challenge}`),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("Invalid verification code");
    expect(cookiesOf(response).user_session).toBeUndefined();
  });

  it("a challenge is bound to its address and missing one means expired (410)", async () => {
    const sent = await startRoute(post("/api/auth/otp", { email: "owner@example.com" }));
    const challenge = cookiesOf(sent).login_challenge;
    const code = await codeSentTo("owner@example.com");
    const other = await verifyRoute(
      post("/api/auth/verify", { email: "thief@example.com", token: code }, `login_challenge=${challenge}`),
    );
    expect(other.status).toBe(410);
    const none = await verifyRoute(post("/api/auth/verify", { email: "owner@example.com", token: code }));
    expect(none.status).toBe(410);
    const forged = await verifyRoute(
      post("/api/auth/verify", { email: "owner@example.com", token: code }, `login_challenge=${challenge}x`),
    );
    expect(forged.status).toBe(410);
  });

  it("refuses a cross-origin call and a malformed token", async () => {
    const cross = post("/api/auth/otp", { email: "a@example.com" });
    cross.headers.set("origin", "https://evil.example");
    expect((await startRoute(cross)).status).toBe(403);
    const bad = await verifyRoute(post("/api/auth/verify", { email: "a@example.com", token: "12ab56" }));
    expect(bad.status).toBe(422);
  });
});
