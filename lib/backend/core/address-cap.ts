import { AppError } from "../../errors/app-error.ts";
import type { AuthMethod, VerificationPurpose } from "../../types/backend.ts";
import type { Db } from "./db.ts";
import { RATE_LIMITS } from "./limits.ts";

/**
 * Per address, at most 5 verifications (of one kind, on one hub) are started
 * per 15 minutes, a code's lifetime. Past that cap no new message goes out,
 * but nobody is refused: the newest live verification of that address answers
 * instead, and its code is already in the address's inbox (whoever asked for
 * it). So spending an address's cap only sends its owner codes that work; the
 * owner waits at most one window, and only when every recent code is used up
 * or dead from wrong attempts.
 */
export const START_CAP = RATE_LIMITS.verifyStartPerAddress;

export interface StartKey {
  to: string;
  /** Both addresses the new verification would carry: only one carrying the same two is reused. */
  email: string | null;
  phone: string | null;
  method: AuthMethod;
  purpose: VerificationPurpose;
  hub: string;
}

/** Null while under the cap (start a new one); past it, the id to answer with, or a 429 until the window frees up. */
export async function verificationPastCap(
  tx: Db,
  key: StartKey,
  now: Date,
  maxAttempts: number,
): Promise<string | null> {
  // One start per address at a time, so two at once cannot both pass the cap.
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`verify-start:${key.method}:${key.to}`]);
  const { rows } = await tx.query<{
    id: string;
    email: string | null;
    phone: string | null;
    created_at: unknown;
    expires_at: unknown;
    attempts: number;
  }>(
    `select id, email, phone, created_at, expires_at, attempts from verifications
     where ${key.method === "sms" ? "phone = $1" : "lower(email) = $1"}
       and method = $2 and purpose = $3 and hub_id = $4 and verified_at is null and created_at > $5
     order by created_at desc`,
    [key.to, key.method, key.purpose, key.hub, new Date(now.getTime() - START_CAP.windowMs).toISOString()],
  );
  if (rows.length < START_CAP.max) return null;
  // The session a verification opens names both its addresses, so a reused one must carry the same two.
  const live = rows.find(
    (r) =>
      timeOf(r.expires_at) > now.getTime() &&
      r.attempts < maxAttempts &&
      r.email === key.email &&
      r.phone === key.phone,
  );
  if (live) return live.id;
  const oldest = Math.min(...rows.map((r) => timeOf(r.created_at)));
  const wait = Math.max(1, Math.ceil((oldest + START_CAP.windowMs - now.getTime()) / 1000));
  throw new AppError("API_RATE_LIMITED", "Too many requests. Please wait and try again.", {
    status: 429,
    severity: "LOW",
    retryAfter: wait,
  });
}

function timeOf(value: unknown): number {
  return value instanceof Date ? value.getTime() : Date.parse(String(value));
}
