import { NextResponse } from "next/server";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { signToken } from "@/lib/security/signed-token";
import { isLocalHost } from "@/lib/hubs/host";
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_TTL_MS,
  adminSessionFrom,
  clearAdminSession,
  createAdminToken,
  isAccessCode,
  requireAdmin,
  revokeAdminSession,
  setAdminSession,
  startAdminSession,
  verifyAdminToken,
} from "@/lib/auth/admin-session";
import { withEmbeddedBackend } from "../support/embedded-backend";

const SECRET = "unit-admin-session-secret-0123456789";
const env = process.env as Record<string, string | undefined>;

function useEnv(vars: Record<string, string | undefined>) {
  Object.assign(env, vars);
  resetServerEnvForTests();
}

const SERVER_VARS = { NODE_ENV: "production", ADMIN_SESSION_SECRET: SECRET, ADMIN_ACCESS_CODE: "1234-5678-9012" };

jest.setTimeout(30_000);
withEmbeddedBackend("admin-session", SERVER_VARS);
beforeEach(() => useEnv(SERVER_VARS));

const jar = (value?: string) => ({
  get: (name: string) => (name === ADMIN_SESSION_COOKIE && value ? { value } : undefined),
});

describe("admin session token", () => {
  const t0 = Date.UTC(2026, 0, 1);

  it("signs a token that verifies until 24 hours later, then not", () => {
    const token = createAdminToken(t0);
    expect(verifyAdminToken(token, t0)).toMatchObject({ sub: "admin", iat: t0, exp: t0 + ADMIN_SESSION_TTL_MS });
    expect(verifyAdminToken(token, t0 + ADMIN_SESSION_TTL_MS - 1)).not.toBeNull();
    expect(verifyAdminToken(token, t0 + ADMIN_SESSION_TTL_MS)).toBeNull();
  });

  it("refuses forged tokens: other secret, edited payload, other subject, stretched lifetime", () => {
    expect(
      verifyAdminToken(signToken({ typ: "admin-session", exp: t0 + 1000, iat: t0, sub: "admin" }, "other-secret"), t0),
    ).toBeNull();
    const [, mac] = createAdminToken(t0).split(".");
    const edited = Buffer.from(JSON.stringify({ exp: t0 + 9e12, iat: t0, sub: "admin" })).toString("base64url");
    expect(verifyAdminToken(`${edited}.${mac}`, t0)).toBeNull();
    // Signed with the right secret but not an admin token (e.g. another kind of token).
    expect(
      verifyAdminToken(signToken({ typ: "admin-session", exp: t0 + 1000, iat: t0, sub: "user" }, SECRET), t0),
    ).toBeNull();
    expect(
      verifyAdminToken(
        signToken({ typ: "admin-session", exp: t0 + 2 * ADMIN_SESSION_TTL_MS, iat: t0, sub: "admin" }, SECRET),
        t0,
      ),
    ).toBeNull();
    expect(verifyAdminToken(undefined, t0)).toBeNull();
  });

  it("checks the access code exactly", () => {
    expect(isAccessCode("1234-5678-9012")).toBe(true);
    expect(isAccessCode("1234-5678-9013")).toBe(false);
    expect(isAccessCode("")).toBe(false);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Strict, path /, 24 hours; Secure only over https", async () => {
    const response = NextResponse.json({});
    await setAdminSession(response, { secure: false });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=86400/);
    expect(cookie).not.toMatch(/Secure/i);
    const secure = NextResponse.json({});
    await setAdminSession(secure, { secure: true });
    expect(secure.headers.get("set-cookie")).toMatch(/Secure/i);
  });

  it("is cleared on sign-out", () => {
    const response = NextResponse.json({});
    clearAdminSession(response, { secure: false });
    expect(response.headers.get("set-cookie")).toMatch(/admin_session=;.*Max-Age=0/i);
  });
});

describe("who gets access", () => {
  it("a valid cookie, on any host", () => {
    expect(adminSessionFrom(jar(createAdminToken()), "marquetext.com")).toMatchObject({ via: "cookie" });
  });

  it("never the Host header in a production build", () => {
    for (const host of ["localhost", "localhost:3000", "marque.localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      expect(isLocalHost(host)).toBe(true);
      expect(adminSessionFrom(jar(), host)).toBeNull();
    }
  });

  it("localhost only under next dev (NODE_ENV=development), and never another host", () => {
    useEnv({ NODE_ENV: "development" });
    expect(adminSessionFrom(jar(), "localhost:3000")).toMatchObject({ via: "dev-localhost" });
    expect(adminSessionFrom(jar(), "marquetext.com")).toBeNull();
    expect(adminSessionFrom(jar(), "localhost.evil.com")).toBeNull();
  });

  it("requireAdmin refuses a request without, with a forged or with an expired cookie (401)", async () => {
    const request = (cookie?: string, host = "marque.localhost:3000") =>
      new Request("http://marque.localhost:3000/api/admin/leads", { headers: { host, ...(cookie ? { cookie } : {}) } });
    const expired = signToken(
      { typ: "admin-session", exp: Date.now() - 1, iat: Date.now() - ADMIN_SESSION_TTL_MS - 1, sub: "admin" },
      SECRET,
    );
    const forged = signToken({ typ: "admin-session", exp: Date.now() + 1000, iat: Date.now(), sub: "admin" }, "guess");
    for (const cookie of [undefined, `${ADMIN_SESSION_COOKIE}=${forged}`, `${ADMIN_SESSION_COOKIE}=${expired}`]) {
      await expect(requireAdmin(request(cookie))).rejects.toMatchObject({ status: 401, code: "API_UNAUTHORIZED" });
    }
    await expect(requireAdmin(request(undefined, "localhost"))).rejects.toMatchObject({ status: 401 });
    await expect(
      requireAdmin(request(`other=1; ${ADMIN_SESSION_COOKIE}=${await startAdminSession()}`)),
    ).resolves.toMatchObject({ sub: "admin" });
  });

  it("a session is good only while recorded and not signed out", async () => {
    const request = (token: string) =>
      new Request("http://marque.localhost:3000/api/admin/leads", {
        headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` },
      });
    // Signed with the right secret but never recorded: refused.
    await expect(requireAdmin(request(createAdminToken()))).rejects.toMatchObject({ status: 401 });
    const token = await startAdminSession();
    await expect(requireAdmin(request(token))).resolves.toMatchObject({ sub: "admin" });
    await revokeAdminSession(verifyAdminToken(token)!.sid!);
    await expect(requireAdmin(request(token))).rejects.toMatchObject({ status: 401, code: "API_UNAUTHORIZED" });
  }, 60_000);
});
