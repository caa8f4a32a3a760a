import "server-only";
import type { NextResponse } from "next/server";
import { cookies, headers } from "next/headers";
import { AppError } from "@/lib/errors";
import { serverEnv } from "@/lib/env";
import { getSecret } from "@/lib/security/secrets";
import { safeEqual, signToken, verifyToken } from "@/lib/security/signed-token";
import { isLocalhostHost, requestCookies } from "@/lib/http/request";

/**
 * The admin session (issue 7): the only thing that grants admin access. A
 * signed, HttpOnly, SameSite=Strict cookie that lasts 24 hours (SPEC §9
 * "Admin session 24 hours"). The browser's admin_auth_* keys (SPEC §3) only
 * drive what the floating button shows; they grant nothing here.
 */
export const ADMIN_SESSION_COOKIE = "admin_session";
export const ADMIN_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface AdminSession {
  typ: "admin-session";
  exp: number;
  iat: number;
  /** Distinguishes an admin token from any other token signed by this app. */
  sub: "admin";
  /** "dev-localhost" only under `next dev` on a localhost host, never in a build. */
  via: "cookie" | "dev-localhost";
  [key: string]: unknown;
}

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export function createAdminToken(now: number = Date.now()): string {
  return signToken({ typ: "admin-session", exp: now + ADMIN_SESSION_TTL_MS, iat: now, sub: "admin", via: "cookie" }, getSecret("ADMIN_SESSION_SECRET"));
}

export function verifyAdminToken(token: string | null | undefined, now: number = Date.now()): AdminSession | null {
  const payload = verifyToken<AdminSession>(token, getSecret("ADMIN_SESSION_SECRET"), "admin-session", now);
  if (!payload || payload.sub !== "admin" || typeof payload.iat !== "number") return null;
  // A token claiming to be issued in the future, or to last longer than 24 h, was not made here.
  if (payload.iat > now + 60_000 || payload.exp - payload.iat > ADMIN_SESSION_TTL_MS) return null;
  return { ...payload, via: "cookie" };
}

/** Constant-time check of a submitted access code against the server's. */
export function isAccessCode(candidate: string): boolean {
  return safeEqual(candidate, getSecret("ADMIN_ACCESS_CODE"));
}

/**
 * SPEC §6 "or by running on localhost": a convenience for `next dev` only.
 * A production build (NODE_ENV=production) never trusts the Host header.
 */
export function devLocalhostAccess(host: string | null | undefined, now: number = Date.now()): AdminSession | null {
  if (serverEnv().NODE_ENV !== "development" || !isLocalhostHost(host)) return null;
  return { typ: "admin-session", exp: now + ADMIN_SESSION_TTL_MS, iat: now, sub: "admin", via: "dev-localhost" };
}

export function adminSessionFrom(cookieJar: CookieReader, host: string | null, now: number = Date.now()): AdminSession | null {
  return verifyAdminToken(cookieJar.get(ADMIN_SESSION_COOKIE)?.value, now) ?? devLocalhostAccess(host, now);
}

/** For server components and layouts: the current admin session, or null. */
export async function currentAdmin(): Promise<AdminSession | null> {
  return adminSessionFrom(await cookies(), (await headers()).get("host"));
}

/** Cookies straight from a Request's header: the one reader in lib/http. */
export { requestCookies, isLocalhostHost };

/**
 * For route handlers (pass the request) and server code: the admin session,
 * or an AppError that answers 401 in the one JSON error shape.
 */
export async function requireAdmin(request?: Request): Promise<AdminSession> {
  const session = request
    ? adminSessionFrom(requestCookies(request), request.headers.get("host"))
    : await currentAdmin();
  if (!session) throw new AppError("API_UNAUTHORIZED", "Admin sign-in required", { status: 401 });
  return session;
}

const COOKIE_BASE = { httpOnly: true, sameSite: "strict" as const, path: "/" };

export function setAdminSession(response: NextResponse, options: { secure: boolean; now?: number }): string {
  const token = createAdminToken(options.now);
  response.cookies.set(ADMIN_SESSION_COOKIE, token, {
    ...COOKIE_BASE,
    secure: options.secure,
    maxAge: ADMIN_SESSION_TTL_MS / 1000,
  });
  return token;
}

export function clearAdminSession(response: NextResponse, options: { secure: boolean }): void {
  response.cookies.set(ADMIN_SESSION_COOKIE, "", { ...COOKIE_BASE, secure: options.secure, maxAge: 0 });
}
