import "server-only";
import { AppError } from "@/lib/errors";
import { adminEmails } from "@/lib/config/server-env";
import { HUBS, type HubId } from "@/lib/hubs/registry";
import { inTransaction, type Db } from "@/lib/backend/core/db";
import { DUMMY, codeMatches, generateCode, hashCode, newSalt } from "@/lib/backend/core/codes";
import { enqueue } from "@/lib/backend/core/outbox";
import { stateDb } from "@/lib/backend/state-db";
import { STAFF_CODE_MINUTES, staffSignInEmail } from "@/lib/messaging/templates/staff-sign-in";

/**
 * Named staff sign in with a 6-digit code emailed to an address listed in
 * ADMIN_EMAILS. Only a salted hash of each code is stored; a code lasts 10
 * minutes, works once, and dies after 5 wrong tries. Listed and unlisted
 * addresses get the same answer for the same work, so nobody learns who is
 * staff.
 */
export const STAFF_CODE_TTL_MS = STAFF_CODE_MINUTES * 60_000;
export const MAX_STAFF_CODE_ATTEMPTS = 5;
export const INVALID_STAFF_CODE = "Invalid or expired code";

export interface StaffSignInOptions {
  db?: Db;
  now?: () => Date;
  /** Lowercased staff addresses; ADMIN_EMAILS by default. */
  staff?: readonly string[];
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isStaff(email: string, staff: readonly string[]): boolean {
  return staff.includes(email);
}

function resolve(options: StaffSignInOptions) {
  return {
    db: options.db ?? stateDb(),
    now: options.now ? options.now() : new Date(),
    staff: options.staff ?? adminEmails(),
  };
}

/**
 * Email a sign-in code to a listed address through the outbox; for any other
 * address, hash a throwaway code and read the table instead, and send nothing.
 * The answer is the same either way.
 */
export async function startStaffSignIn(
  email: string,
  ctx: { hub: HubId },
  options: StaffSignInOptions = {},
): Promise<{ sent: true }> {
  const { db, now, staff } = resolve(options);
  const address = normaliseEmail(email);
  const code = generateCode();
  if (!isStaff(address, staff)) {
    hashCode(code, DUMMY.salt);
    await db.query(`select 1 from staff_sign_in_codes where lower(email) = $1 and expires_at > $2 limit 1`, [
      address,
      now.toISOString(),
    ]);
    return { sent: true };
  }
  const salt = newSalt();
  const message = staffSignInEmail(HUBS[ctx.hub], code);
  await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into staff_sign_in_codes (email, code_hash, code_salt, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
      [
        address,
        hashCode(code, salt),
        salt,
        now.toISOString(),
        new Date(now.getTime() + STAFF_CODE_TTL_MS).toISOString(),
      ],
    );
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
 * Check a code against the address's latest live code: each check takes one
 * of its 5 tries first (atomically, so parallel guesses cannot exceed them),
 * and the right code is marked used so it works once. Answers the
 * normalised email; anything else is 401 "Invalid or expired code".
 */
export async function finishStaffSignIn(
  email: string,
  code: string,
  options: StaffSignInOptions = {},
): Promise<string> {
  const { db, now, staff } = resolve(options);
  const address = normaliseEmail(email);
  const params = [address, now.toISOString(), MAX_STAFF_CODE_ATTEMPTS];
  const latest = `select id from staff_sign_in_codes
                  where lower(email) = $1 and used_at is null and expires_at > $2
                  order by created_at desc limit 1`;
  // An unlisted address (or one taken off the list) reads instead of updating: same round trip, no code.
  const { rows } = isStaff(address, staff)
    ? await db.query<Code>(
        `update staff_sign_in_codes set attempts = attempts + 1
         where id = (${latest}) and attempts < $3
         returning id, code_hash, code_salt`,
        params,
      )
    : await db.query<Code>(
        `select id, code_hash, code_salt from staff_sign_in_codes where id = (${latest}) and $3 < 0`,
        params,
      );
  const row = rows[0];
  const matches = codeMatches(code, row?.code_salt ?? DUMMY.salt, row?.code_hash ?? DUMMY.hash);
  if (!row || !matches) throw invalid();
  // Signing in retires every code still out for this address; the one typed must still have been unused.
  const used = await db.query<{ id: string }>(
    `update staff_sign_in_codes set used_at = $2 where lower(email) = $1 and used_at is null returning id`,
    [address, now.toISOString()],
  );
  if (!used.rows.some((r) => r.id === row.id)) throw invalid();
  return address;
}
