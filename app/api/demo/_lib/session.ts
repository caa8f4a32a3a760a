import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import type { NextResponse } from "next/server";
import { AppError } from "@/lib/errors/app-error";
import { CODE_TTL_MS } from "@/lib/config/rules";
import { getSecret } from "@/lib/security/secrets";
import { signToken, verifyToken } from "@/lib/security/signed-token";

/**
 * The demo's two short signed cookies: `demo_pending` carries the
 * verification id between "send code" and "verify"; `demo_session` binds
 * every later call to the phone that was verified. Both are HttpOnly and
 * scoped to /api/demo, so pages never carry them.
 */
export const DEMO_PENDING_COOKIE = "demo_pending";
export const DEMO_SESSION_COOKIE = "demo_session";
/** The demo's pending code lives as long as any code. */
export const DEMO_PENDING_TTL_MS = CODE_TTL_MS;
export const DEMO_SESSION_TTL_MS = 30 * 60 * 1000;
const COOKIE_PATH = "/api/demo";

export interface DemoPending {
  exp: number;
  typ: "demo-pending";
  vid: string;
  phone: string;
  [key: string]: unknown;
}

export interface DemoSession {
  exp: number;
  typ: "demo-session";
  /** The live-messaging session id. */
  sid: string;
  phone: string;
  leadId: string | null;
  name: string | null;
  [key: string]: unknown;
}

/** A key of its own, derived from the user-session secret: a demo token is never a user session. */
function demoKey(): string {
  return createHmac("sha256", getSecret("USER_SESSION_SECRET")).update("demo-session-v1").digest("base64url");
}

type CookieJar = { get(name: string): { value: string } | undefined };

function setCookie(response: NextResponse, name: string, value: string, maxAgeMs: number, secure: boolean): void {
  response.cookies.set(name, value, {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: COOKIE_PATH,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function setPending(response: NextResponse, data: { vid: string; phone: string }, secure: boolean): void {
  const token = signToken({ exp: Date.now() + DEMO_PENDING_TTL_MS, typ: "demo-pending", ...data }, demoKey());
  setCookie(response, DEMO_PENDING_COOKIE, token, DEMO_PENDING_TTL_MS, secure);
}

export function readPending(cookies: CookieJar): DemoPending | null {
  const payload = verifyToken<DemoPending>(cookies.get(DEMO_PENDING_COOKIE)?.value, demoKey(), "demo-pending");
  return payload;
}

export function newSession(phone: string): DemoSession {
  return {
    exp: Date.now() + DEMO_SESSION_TTL_MS,
    typ: "demo-session",
    sid: randomUUID(),
    phone,
    leadId: null,
    name: null,
  };
}

/** A used code's cookie is dropped: the next code needs a new request. */
export function clearPending(response: NextResponse): void {
  response.cookies.set(DEMO_PENDING_COOKIE, "", { path: COOKIE_PATH, maxAge: 0 });
}

export function writeSession(response: NextResponse, session: DemoSession, secure: boolean): void {
  setCookie(
    response,
    DEMO_SESSION_COOKIE,
    signToken(session, demoKey()),
    Math.max(0, session.exp - Date.now()),
    secure,
  );
}

export function readSession(cookies: CookieJar): DemoSession | null {
  const payload = verifyToken<DemoSession>(cookies.get(DEMO_SESSION_COOKIE)?.value, demoKey(), "demo-session");
  return payload;
}

/** Every call after verification: the session must exist and the phone in the body must be the verified one. */
export function requireSession(cookies: CookieJar, phone?: string): DemoSession {
  const session = readSession(cookies);
  if (!session)
    throw new AppError("API_UNAUTHORIZED", "Your demo session has ended. Verify your phone number to continue.", {
      status: 401,
      severity: "LOW",
    });
  if (phone !== undefined && phone !== session.phone) {
    throw new AppError("API_FORBIDDEN", "This demo is tied to the phone number you verified.", {
      status: 403,
      severity: "LOW",
    });
  }
  return session;
}
