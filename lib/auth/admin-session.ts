import "server-only";
import { randomBytes } from "node:crypto";
import type { NextResponse } from "next/server";
import { cookies, headers } from "next/headers";
import { AppError } from "@/lib/errors/app-error";
import { adminEmails, serverEnv } from "@/lib/config/server-env";
import { getSecret } from "@/lib/security/secrets";
import { safeEqual, signToken, verifyToken } from "@/lib/security/signed-token";
import { isLocalHost } from "@/lib/hubs/host";
import { requestCookies } from "@/lib/http/request";
import { getBackend } from "@/lib/backend";
import type { Db } from "@/lib/backend/core/db";
import { adminSessionStore, type AdminSessionStore } from "@/lib/backend/stores/admin-sessions";

/**
 * The admin session: the only thing that grants admin access. A signed,
 * HttpOnly, SameSite=Strict cookie that lasts 24 hours. The browser's
 * admin_auth_* keys only drive what the floating button shows; they grant nothing here. Each
 * session has an id recorded in the database (admin_sessions), checked on
 * every admin request, so sign-out revokes it on every server.
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
  /** Session id (cookie sessions only). */
  sid?: string;
  /** Who signed in: a staff member's email, or "access code". */
  actor?: string;
  [key: string]: unknown;
}

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** The actor of a session opened with the shared access code. */
export const ACCESS_CODE_ACTOR = "access code";

export function createAdminToken(
  now: number = Date.now(),
  sid: string = randomBytes(16).toString("base64url"),
  actor: string = ACCESS_CODE_ACTOR,
): string {
  return signToken(
    { typ: "admin-session", exp: now + ADMIN_SESSION_TTL_MS, iat: now, sub: "admin", via: "cookie", sid, actor },
    getSecret("ADMIN_SESSION_SECRET"),
  );
}

/** The sessions on this database, else (none given) the backend's. */
function sessionsOn(db: Db | undefined): AdminSessionStore {
  return db ? adminSessionStore(db) : getBackend().adminSessions;
}

/** Record a new session for `actor` and answer its signed token. */
export async function startAdminSession(
  now: number = Date.now(),
  db?: Db,
  actor: string = ACCESS_CODE_ACTOR,
): Promise<string> {
  const sid = randomBytes(16).toString("base64url");
  await sessionsOn(db).record(sid, actor, new Date(now), new Date(now + ADMIN_SESSION_TTL_MS));
  return createAdminToken(now, sid, actor);
}

/** The name a session's changes are recorded under. */
export function adminActor(session: AdminSession): string {
  if (session.via === "dev-localhost") return "localhost (development)";
  return typeof session.actor === "string" && session.actor ? session.actor : ACCESS_CODE_ACTOR;
}

/**
 * True while the session is recorded, unexpired, not signed out, and opened
 * by the access code or by a staff member still listed in ADMIN_EMAILS. A
 * session of an address taken off the list ends on its first request (every
 * session of that address is revoked then, so listing it again revives none).
 */
export async function isAdminSessionLive(
  sid: string,
  now: number = Date.now(),
  db?: Db,
  staff: readonly string[] = adminEmails(),
): Promise<boolean> {
  const actor = await sessionsOn(db).liveActor(sid, new Date(now));
  if (actor === undefined) return false;
  if (actor !== ACCESS_CODE_ACTOR && !staff.includes(actor.toLowerCase())) {
    await revokeSessionsOf(actor, now, db);
    return false;
  }
  return true;
}

/** Sign-out: the session stops working on every server at once. */
export async function revokeAdminSession(sid: string, now: number = Date.now(), db?: Db): Promise<void> {
  await sessionsOn(db).revoke(sid, new Date(now));
}

/** Sign out everywhere: every live session opened under `actor` ends; answers how many did. */
export async function revokeSessionsOf(actor: string, now: number = Date.now(), db?: Db): Promise<number> {
  return sessionsOn(db).revokeAllOf(actor, new Date(now));
}

export function verifyAdminToken(token: string | null | undefined, now: number = Date.now()): AdminSession | null {
  const payload = verifyToken<AdminSession>(token, getSecret("ADMIN_SESSION_SECRET"), "admin-session", now);
  if (!payload || payload.sub !== "admin" || typeof payload.iat !== "number" || typeof payload.sid !== "string")
    return null;
  // A token claiming to be issued in the future, or to last longer than 24 h, was not made here.
  if (payload.iat > now + 60_000 || payload.exp - payload.iat > ADMIN_SESSION_TTL_MS) return null;
  return { ...payload, via: "cookie" };
}

/** Constant-time check of a submitted access code against the server's. */
export function isAccessCode(candidate: string): boolean {
  return safeEqual(candidate, getSecret("ADMIN_ACCESS_CODE"));
}

/**
 * Admin access "by running on localhost": a convenience for `next dev` only.
 * A production build (NODE_ENV=production) never trusts the Host header.
 */
export function devLocalhostAccess(host: string | null | undefined, now: number = Date.now()): AdminSession | null {
  if (serverEnv().NODE_ENV !== "development" || !isLocalHost(host)) return null;
  return { typ: "admin-session", exp: now + ADMIN_SESSION_TTL_MS, iat: now, sub: "admin", via: "dev-localhost" };
}

export function adminSessionFrom(
  cookieJar: CookieReader,
  host: string | null,
  now: number = Date.now(),
): AdminSession | null {
  return verifyAdminToken(cookieJar.get(ADMIN_SESSION_COOKIE)?.value, now) ?? devLocalhostAccess(host, now);
}

/** The session from the cookie or dev localhost, if its id is still live. */
async function liveSession(session: AdminSession | null): Promise<AdminSession | null> {
  if (!session || session.via !== "cookie") return session;
  return session.sid && (await isAdminSessionLive(session.sid)) ? session : null;
}

/** For server components and layouts: the current admin session, or null. */
export async function currentAdmin(): Promise<AdminSession | null> {
  return liveSession(adminSessionFrom(await cookies(), (await headers()).get("host")));
}

/** Cookies straight from a Request's header: the one reader in lib/http. */
export { requestCookies };

/**
 * For route handlers (pass the request) and server code: the admin session,
 * or an AppError that answers 401 in the one JSON error shape.
 */
export async function requireAdmin(request?: Request): Promise<AdminSession> {
  const session = request
    ? await liveSession(adminSessionFrom(requestCookies(request), request.headers.get("host")))
    : await currentAdmin();
  if (!session) throw new AppError("API_UNAUTHORIZED", "Admin sign-in required", { status: 401 });
  return session;
}

const COOKIE_BASE = { httpOnly: true, sameSite: "strict" as const, path: "/" };

export async function setAdminSession(
  response: NextResponse,
  options: { secure: boolean; now?: number; actor?: string },
): Promise<string> {
  const token = await startAdminSession(options.now, undefined, options.actor);
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
