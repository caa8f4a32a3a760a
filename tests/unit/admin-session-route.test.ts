import { WRONG_CODE_WINDOW_MS } from "@/lib/auth/admin-attempts";
import { resetRateLimiterForTests } from "@/lib/http/rate-limit";
import { ADMIN_SESSION_COOKIE, verifyAdminToken } from "@/lib/auth/admin-session";
import { DELETE, POST } from "@/app/api/admin/session/route";
import { requireAdmin } from "@/lib/auth/admin-session";
import { withEmbeddedBackend } from "../support/embedded-backend";

const CODE = "route-test-code-7731";

withEmbeddedBackend("admin-route", {
  ADMIN_ACCESS_CODE: CODE,
  ADMIN_SESSION_SECRET: "route-test-secret-0123456789abcdef",
  RATE_LIMIT_RELAXED: "0",
});
jest.setTimeout(30_000);
beforeEach(() => resetRateLimiterForTests());
afterEach(() => jest.useRealTimers());

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request("http://marque.localhost:3000/api/admin/session", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      host: "marque.localhost:3000",
      "x-forwarded-for": "203.0.113.7",
      ...headers,
    },
    body,
  });
}
const json = (code: string, headers?: Record<string, string>) => post(JSON.stringify({ code }), headers);

function sessionCookie(response: Response): string | undefined {
  const header = response.headers.get("set-cookie") ?? "";
  return header.match(new RegExp(`${ADMIN_SESSION_COOKIE}=([^;]*)`))?.[1];
}

describe("POST /api/admin/session", () => {
  it("stops reading an endless body at the cap and answers 413", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
      },
    });
    const request = new Request("http://marque.localhost:3000/api/admin/session", {
      method: "POST",
      headers: { "content-type": "application/json", host: "marque.localhost:3000" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("API_BAD_REQUEST");
    expect(sent).toBeLessThan(64 * 1024);
  });

  it("sets a valid session cookie for the right code", async () => {
    const response = await POST(json(CODE));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: true });
    expect(verifyAdminToken(sessionCookie(response))).toMatchObject({ sub: "admin" });
  });

  it("answers 401 'Invalid access code' for a wrong code, and sets nothing", async () => {
    const response = await POST(json("nope"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "AUTH_INVALID_CREDENTIALS", message: "Invalid access code" },
    });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it("answers 422 for a missing code and 400 for broken JSON, never 500", async () => {
    expect((await POST(post("{}"))).status).toBe(422);
    expect((await POST(post("{oops"))).status).toBe(400);
    expect((await POST(post(JSON.stringify({ code: "x".repeat(3000) })))).status).toBe(413);
  });

  it("after 5 wrong codes from one IP in 15 minutes: 429 with Retry-After, even for the right code; other IPs unaffected; free again after the window", async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    for (let i = 0; i < 5; i++) expect((await POST(json(`wrong-${i}`))).status).toBe(401);
    const blocked = await POST(json(CODE));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBe(WRONG_CODE_WINDOW_MS / 1000);
    expect((await blocked.json()).error.code).toBe("API_RATE_LIMITED");
    expect((await POST(json(CODE, { "x-forwarded-for": "198.51.100.2" }))).status).toBe(200);
    jest.setSystemTime(Date.UTC(2026, 0, 1) + 10 * 60 * 1000);
    expect(Number((await POST(json(CODE))).headers.get("retry-after"))).toBe(5 * 60);
    jest.setSystemTime(Date.UTC(2026, 0, 1) + WRONG_CODE_WINDOW_MS);
    expect((await POST(json(CODE))).status).toBe(200);
  });

  it("right codes do not count toward the limit", async () => {
    for (let i = 0; i < 8; i++) expect((await POST(json(CODE))).status).toBe(200);
  });

  it("refuses a cross-site request (403)", async () => {
    expect((await POST(json(CODE, { origin: "https://evil.example" }))).status).toBe(403);
    expect((await POST(json(CODE, { origin: "http://marque.localhost:3000" }))).status).toBe(200);
  });

  it("serves the no-JavaScript form: 303 to /admin with the cookie, or back with ?error=invalid", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const ok = await POST(post(`code=${encodeURIComponent(CODE)}`, form));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/admin");
    expect(sessionCookie(ok)).toBeTruthy();
    const wrong = await POST(post("code=nope", form));
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/admin?error=invalid");
    expect(sessionCookie(wrong)).toBeUndefined();
  });
});

describe("DELETE /api/admin/session", () => {
  it("revokes the session server-side: the old cookie no longer opens admin routes", async () => {
    const token = sessionCookie(await POST(json(CODE)))!;
    const adminRequest = () =>
      new Request("http://marque.localhost:3000/api/admin/leads", {
        headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` },
      });
    await expect(requireAdmin(adminRequest())).resolves.toMatchObject({ sub: "admin" });
    const out = await DELETE(
      new Request("http://marque.localhost:3000/api/admin/session", {
        method: "DELETE",
        headers: { host: "marque.localhost:3000", cookie: `${ADMIN_SESSION_COOKIE}=${token}` },
      }),
    );
    expect(out.status).toBe(200);
    await expect(requireAdmin(adminRequest())).rejects.toMatchObject({ status: 401 });
  });

  it("clears the cookie", async () => {
    const response = await DELETE(
      new Request("http://marque.localhost:3000/api/admin/session", {
        method: "DELETE",
        headers: { host: "marque.localhost:3000" },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/admin_session=;.*Max-Age=0/i);
  });
});
