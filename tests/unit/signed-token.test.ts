import { NextResponse } from "next/server";
import { safeEqual, signToken, verifyToken } from "@/lib/security/signed-token";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { resetSecretsForTests } from "@/lib/security/secrets";
import { LOGIN_CHALLENGE_COOKIE, setLoginChallenge } from "@/lib/funnel/login-challenge";
import { readUserSession, USER_SESSION_COOKIE } from "@/lib/auth/user-session";

describe("signed tokens", () => {
  const secret = "s3cret";
  it("round-trips a payload of the expected type before it expires", () => {
    const token = signToken({ typ: "user-session", exp: 2_000, sub: "x" }, secret);
    expect(verifyToken(token, secret, "user-session", 1_999)).toEqual({ typ: "user-session", exp: 2_000, sub: "x" });
  });
  it("refuses an expired token", () => {
    expect(
      verifyToken(signToken({ typ: "user-session", exp: 2_000 }, secret), secret, "user-session", 2_000),
    ).toBeNull();
  });
  it("refuses a token of another type, or of none, signed with the same secret", () => {
    expect(
      verifyToken(signToken({ typ: "login-challenge", exp: 9e15, sub: "x" }, secret), secret, "user-session"),
    ).toBeNull();
    const untyped = `${Buffer.from(JSON.stringify({ exp: 9e15, sub: "x" })).toString("base64url")}`;
    const [, sig] = signToken({ typ: "user-session", exp: 9e15 }, secret).split(".");
    expect(verifyToken(`${untyped}.${sig}`, secret, "user-session")).toBeNull();
  });
  it("refuses a forged or tampered token", () => {
    const token = signToken({ typ: "user-session", exp: 9e15, role: "user" }, secret);
    const [data, sig] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ typ: "user-session", exp: 9e15, role: "admin" })).toString("base64url");
    expect(verifyToken(`${forged}.${sig}`, secret, "user-session")).toBeNull();
    expect(verifyToken(`${data}.${sig}x`, secret, "user-session")).toBeNull();
    expect(verifyToken(token, "other", "user-session")).toBeNull();
    expect(verifyToken("garbage", secret, "user-session")).toBeNull();
    expect(verifyToken("", secret, "user-session")).toBeNull();
    expect(verifyToken("a.b.c", secret, "user-session")).toBeNull();
  });
  it("compares codes in constant time, correctly", () => {
    expect(safeEqual("1234-5678", "1234-5678")).toBe(true);
    expect(safeEqual("1234-5678", "1234-5679")).toBe(false);
    expect(safeEqual("", "x")).toBe(false);
  });
});

describe("a login challenge is not a user session", () => {
  it("refuses the challenge cookie's value as the user_session cookie", () => {
    process.env.USER_SESSION_SECRET = "unit-user-session-secret-0123456789abcdef";
    resetServerEnvForTests();
    resetSecretsForTests();
    const response = NextResponse.json({});
    setLoginChallenge(response, "0b7d6d1e-1111-4222-8333-444455556666", { email: "a@example.com" }, false);
    const challenge = /login_challenge=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    expect(challenge).toBeTruthy();
    const jar = (name: string, value: string) => ({ get: (n: string) => (n === name ? { value } : undefined) });
    expect(readUserSession(jar(USER_SESSION_COOKIE, challenge as string))).toBeNull();
    expect(LOGIN_CHALLENGE_COOKIE).toBe("login_challenge");
  });
});
