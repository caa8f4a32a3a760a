import "server-only";
import type { NextResponse } from "next/server";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import { getSecret } from "@/lib/security/secrets";

/**
 * The verified user's session in the embedded default: a signed, HttpOnly
 * cookie set when a sign-up or login code is verified. With
 * Supabase configured, Supabase Auth's own cookies (via @supabase/ssr) are
 * used instead.
 */
export const USER_SESSION_COOKIE = "user_session";
export const USER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface UserSession {
  typ: "user-session";
  exp: number;
  sub: string;
  email: string | null;
  phone: string | null;
  [key: string]: unknown;
}

export function setUserSession(
  response: NextResponse,
  user: { sub: string; email?: string | null; phone?: string | null },
  options: { secure: boolean; now?: number },
): void {
  const exp = (options.now ?? Date.now()) + USER_SESSION_TTL_MS;
  const token = signToken(
    { typ: "user-session", exp, sub: user.sub, email: user.email ?? null, phone: user.phone ?? null },
    getSecret("USER_SESSION_SECRET"),
  );
  response.cookies.set(USER_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: "/",
    maxAge: USER_SESSION_TTL_MS / 1000,
  });
}

export function readUserSession(cookies: { get(name: string): { value: string } | undefined }): UserSession | null {
  return verifyToken<UserSession>(
    cookies.get(USER_SESSION_COOKIE)?.value,
    getSecret("USER_SESSION_SECRET"),
    "user-session",
  );
}
