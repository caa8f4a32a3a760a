import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Compact HMAC-SHA256 signed tokens: `base64url(json).base64url(mac)`.
 * Every payload carries its type (`typ`) and `exp` (ms since epoch); a token
 * of another type, expired or forged → null. Types keep tokens signed with
 * the same secret apart: a login challenge is never a user session.
 */
export type TokenType =
  "admin-session" | "user-session" | "login-challenge" | "contact-form" | "demo-pending" | "demo-session" | "age-gate";

export interface TokenPayload {
  typ: TokenType;
  exp: number;
  [key: string]: unknown;
}

function mac(data: string, secret: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

export function signToken(payload: TokenPayload, secret: string): string {
  const data = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${data}.${mac(data, secret)}`;
}

export function verifyToken<T extends TokenPayload>(
  token: string | null | undefined,
  secret: string,
  typ: T["typ"],
  now: number = Date.now(),
): T | null {
  if (!token || token.length > 4096) return null;
  const dot = token.indexOf(".");
  if (dot <= 0 || dot !== token.lastIndexOf(".")) return null;
  const data = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(data, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(data, "base64url").toString("utf8")) as T;
    if (typeof payload !== "object" || payload === null || payload.typ !== typ || typeof payload.exp !== "number")
      return null;
    return payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

/** Constant-time string comparison (for access codes). */
export function safeEqual(a: string, b: string): boolean {
  const x = createHmac("sha256", "compare").update(a).digest();
  const y = createHmac("sha256", "compare").update(b).digest();
  return timingSafeEqual(x, y);
}
