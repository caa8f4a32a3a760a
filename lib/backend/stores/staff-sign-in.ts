import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { adminEmails } from "@/lib/config/server-env";
import { HUBS, type HubId } from "@/lib/hubs/registry";
import { inTransaction, type Db } from "../core/db.ts";
import { DUMMY, codeMatches, generateCode, hashCode, newSalt } from "../core/codes.ts";
import { enqueue } from "../core/outbox.ts";
import { STAFF_CODE_MINUTES, staffSignInEmail } from "@/lib/backend/templates/staff-sign-in";

/**
 * Named staff sign in with a 6-digit code emailed to an address listed in
 * ADMIN_EMAILS. Only a salted hash of each code is stored; a code lasts 10
 * minutes, works once, and dies after 5 wrong tries. Every code still out
 * works, so someone else asking for codes for an address only sends its owner
 * more codes that work. Listed and unlisted addresses get the same answer for
 * the same work, so nobody learns who is staff.
 */
export const STAFF_CODE_TTL_MS = STAFF_CODE_MINUTES * 60_000;
export const MAX_STAFF_CODE_ATTEMPTS = 5;
/**
 * At most 3 unused codes out per address: past that a request sends nothing
 * and still answers the same. Those 3 were sent within one code lifetime, so
 * they all still work: the owner is never locked out, only not emailed more.
 */
export const MAX_STAFF_CODES_OUT = 3;
export const INVALID_STAFF_CODE = "Invalid or expired code";

export interface StaffSignInOptions {
  db: Db;
  now?: () => Date;
  /** Lowercased staff addresses; ADMIN_EMAILS by default. */
  staff?: readonly string[];
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isStaff(email: string, staff: readonly string[]): boolean {
  return staff.includes(email);
}

function resolve(options: StaffSignInOptions) {
  return {
    db: options.db,
    now: options.now ? options.now() : new Date(),
    staff: options.staff ?? adminEmails(),
  };
}

/**
 * Email a sign-in code to a listed address through the outbox. Every request
 * runs the same statements: a code row is written either way, live and
 * emailed only for a listed address under its cap; otherwise it is stored
 * already used, and a read takes the email's place.
 */
export async function startStaffSignIn(
  email: string,
  ctx: { hub: HubId },
  options: StaffSignInOptions,
): Promise<{ sent: true }> {
  const { db, now, staff } = resolve(options);
  const address = normalizeEmail(email);
  const code = generateCode();
  const salt = newSalt();
  const message = staffSignInEmail(HUBS[ctx.hub], code);
  await inTransaction(db, async (tx) => {
    // One request per address at a time, so two at once cannot both pass the cap.
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`staff-code:${address}`]);
    const { rows } = await tx.query<{ out: number }>(
      `select count(*)::int as out from staff_sign_in_codes
       where lower(email) = $1 and sent and used_at is null and created_at > $2`,
      [address, new Date(now.getTime() - STAFF_CODE_TTL_MS).toISOString()],
    );
    const send = isStaff(address, staff) && Number(rows[0]?.out ?? 0) < MAX_STAFF_CODES_OUT;
    await tx.query(
      `insert into staff_sign_in_codes (email, code_hash, code_salt, created_at, expires_at, sent, used_at)
       values ($1, $2, $3, $4, $5, $6, case when $6 then null else $4::timestamptz end)`,
      [
        address,
        hashCode(code, salt),
        salt,
        now.toISOString(),
        new Date(now.getTime() + STAFF_CODE_TTL_MS).toISOString(),
        send,
      ],
    );
    if (!send) {
      await tx.query(`select 1 from outbox where "to" = $1 and created_at > $2 limit 1`, [address, now.toISOString()]);
      return;
    }
    await enqueue(
      tx,
      {
        channel: "email",
        to: address,
        subject: message.subject,
        body: message.text,
        html: message.html,
        kind: "verification",
        hubId: ctx.hub,
        redact: true,
        expiresAt: new Date(now.getTime() + STAFF_CODE_TTL_MS),
      },
      now,
    );
  });
  return { sent: true };
}

interface Code {
  id: string;
  code_hash: string;
  code_salt: string;
}

function invalid(): AppError {
  return new AppError("AUTH_INVALID_CREDENTIALS", INVALID_STAFF_CODE, { status: 401, severity: "LOW" });
}

/**
 * Check a code against every live code of the address: each check first takes
 * one of the 5 tries of each of them (atomically, so parallel guesses cannot
 * exceed them), and the right code is marked used so it works once. Answers
 * the normalized email; anything else is 401 "Invalid or expired code".
 */
export async function finishStaffSignIn(email: string, code: string, options: StaffSignInOptions): Promise<string> {
  const { db, now, staff } = resolve(options);
  const address = normalizeEmail(email);
  const listed = isStaff(address, staff);
  // An unlisted address (or one taken off the list) runs the same statement over its own never-sent rows,
  // so both do the same work; none of those can ever sign in.
  const { rows } = await db.query<Code>(
    `update staff_sign_in_codes set attempts = attempts + 1
     where lower(email) = $1 and expires_at > $2 and attempts < $3
       and case when $4::boolean then sent and used_at is null else not sent end
     returning id, code_hash, code_salt`,
    [address, now.toISOString(), MAX_STAFF_CODE_ATTEMPTS, listed],
  );
  const candidates = rows.length > 0 ? rows : [{ id: "", code_salt: DUMMY.salt, code_hash: DUMMY.hash }];
  // Every candidate is checked, so the time does not depend on which one matched.
  const matches = candidates.map((row) => codeMatches(code, row.code_salt, row.code_hash));
  const row = listed ? rows[matches.indexOf(true)] : undefined;
  if (!row) throw invalid();
  // Signing in retires every code still out for this address; the one typed must still have been unused.
  const used = await db.query<{ id: string }>(
    `update staff_sign_in_codes set used_at = $2 where lower(email) = $1 and used_at is null returning id`,
    [address, now.toISOString()],
  );
  if (!used.rows.some((r) => r.id === row.id)) throw invalid();
  return address;
}
