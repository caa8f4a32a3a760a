import "server-only";
import type { NextResponse } from "next/server";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import { getSecret } from "@/lib/security/secrets";
import type { LoginContact } from "@/lib/validation/login";
import { CODE_TTL_MS } from "@/lib/config/rules";

/**
 * Embedded login codes: the backend checks codes by verification id, but the
 * login screen only knows the email (the Supabase contract). The id rides in
 * a signed, HttpOnly cookie between "send code" and "verify code", bound to
 * the address it was sent to, so a code can't be checked for someone else.
 */
export const LOGIN_CHALLENGE_COOKIE = "login_challenge";
/** The challenge lives as long as the code it carries the id of. */
const CHALLENGE_TTL_MS = CODE_TTL_MS;
interface ChallengePayload {
  typ: "login-challenge";
  exp: number;
  vid: string;
  email: string | null;
  phone: string | null;
  [key: string]: unknown;
}

type CookieJar = { get(name: string): { value: string } | undefined };

export function setLoginChallenge(
  response: NextResponse,
  verificationId: string,
  to: LoginContact,
  secure: boolean,
): void {
  const payload: ChallengePayload = {
    typ: "login-challenge",
    exp: Date.now() + CHALLENGE_TTL_MS,
    vid: verificationId,
    email: to.email?.toLowerCase() ?? null,
    phone: to.phone ?? null,
  };
  response.cookies.set(LOGIN_CHALLENGE_COOKIE, signToken(payload, getSecret("USER_SESSION_SECRET")), {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/api/auth",
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/** The pending verification id for this address, or null (none, expired, forged or another address). */
export function readLoginChallenge(cookies: CookieJar, to: LoginContact): string | null {
  const payload = verifyToken<ChallengePayload>(
    cookies.get(LOGIN_CHALLENGE_COOKIE)?.value,
    getSecret("USER_SESSION_SECRET"),
    "login-challenge",
  );
  if (!payload || typeof payload.vid !== "string") return null;
  const sameEmail = to.email ? payload.email === to.email.toLowerCase() : payload.email === null;
  const samePhone = to.phone ? payload.phone === to.phone : payload.phone === null;
  return sameEmail && samePhone ? payload.vid : null;
}

export function clearLoginChallenge(response: NextResponse): void {
  response.cookies.set(LOGIN_CHALLENGE_COOKIE, "", {
    httpOnly: true,
    sameSite: "strict",
    path: "/api/auth",
    maxAge: 0,
  });
}
