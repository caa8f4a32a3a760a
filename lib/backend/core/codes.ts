import { Buffer } from "node:buffer";
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../../security/sha256.ts";

/** 6-digit codes. From a CSPRNG; only a salted HMAC is stored. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function newSalt(): string {
  return randomBytes(16).toString("hex");
}

export function hashCode(code: string, salt: string): string {
  return createHmac("sha256", salt).update(code).digest("hex");
}

/** Constant-time check of a typed code against a stored hash. */
export function codeMatches(code: string, salt: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(code, salt), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash/salt pair that nothing matches, to spend the same work on unknown ids. */
export const DUMMY = { salt: "0".repeat(32), hash: "f".repeat(64) } as const;

/** A one-click link token: 32 random bytes, only its SHA-256 stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return sha256Hex(token);
}

export function linkTokenMatches(token: string, storedHash: string | null): boolean {
  const actual = Buffer.from(hashLinkToken(token), "hex");
  const expected = Buffer.from(storedHash ?? DUMMY.hash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected) && storedHash !== null;
}

/** One code a verification holds: the latest, or an earlier one that still works until it expires. */
export interface HeldCode {
  hash: string;
  salt: string;
  expiresAt: number;
  linkHash: string | null;
}

interface CodeColumns {
  code_hash: string;
  code_salt: string;
  expires_at: unknown;
  link_token_hash: string | null;
  earlier_codes?: unknown;
}

/** Every code a verification row holds, latest first. */
export function heldCodes(row: CodeColumns): HeldCode[] {
  const latest: HeldCode = {
    hash: row.code_hash,
    salt: row.code_salt,
    expiresAt: timeOf(row.expires_at),
    linkHash: row.link_token_hash,
  };
  // jsonb comes back parsed from PGlite and postgres.js, as text through some poolers.
  const raw = typeof row.earlier_codes === "string" ? (JSON.parse(row.earlier_codes) as unknown) : row.earlier_codes;
  const earlier = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
  return [
    latest,
    ...earlier.map((c) => ({
      hash: String(c.hash),
      salt: String(c.salt),
      expiresAt: timeOf(c.expires_at),
      linkHash: typeof c.link_hash === "string" ? c.link_hash : null,
    })),
  ];
}

function timeOf(value: unknown): number {
  return value instanceof Date ? value.getTime() : Date.parse(String(value));
}
