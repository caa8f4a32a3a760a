import { AppError } from "../../errors/app-error.ts";
import { HUBS, isHubId } from "../../hubs/registry.ts";
import type { VerificationPurpose } from "../../types/backend.ts";
import type { AuthMethod, ResendInput } from "../../types/backend.ts";
import { generateCode, hashCode, newLinkToken, newSalt } from "./codes.ts";
import { inTransaction, type Db } from "./db.ts";
import { clock, silentLogger, type CoreDeps } from "./deps.ts";
import { codeMessage, enqueue } from "./outbox.ts";
import { takeSmsAllowanceIn } from "./sms-policy.ts";
import { requireCooldownSince, takeThrottle, type ThrottleRule } from "./throttle.ts";
import { CODE_TTL_MS, RESEND_BY_EMAIL, RESEND_BY_ID } from "../../config/rules.ts";
import { MAX_ATTEMPTS, verificationLink } from "./verification.ts";

/**
 * Cooldowns: by email on the check-email page, by id on the verify page; a
 * few sends per code lifetime (past the cap nothing more is sent, and every
 * code already sent still works). The numbers live in rules.ts.
 */
export const EMAIL_PATH_RULE: ThrottleRule = RESEND_BY_EMAIL;
export const ID_PATH_RULE: ThrottleRule = RESEND_BY_ID;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PendingRow {
  id: string;
  email: string | null;
  phone: string | null;
  method: AuthMethod;
  purpose: VerificationPurpose;
  hub_id: string;
  created_at: unknown;
}

/**
 * Resend-verification. Known and unknown addresses get the same
 * answer and the same throttle; only a known, still-live verification gets a
 * new code (the earlier ones keep working until they expire) and a fresh 15
 * minutes.
 */
export async function resendVerification(deps: CoreDeps, input: ResendInput, origin?: string): Promise<{ sent: true }> {
  const now = clock(deps);
  const sentTo = await inTransaction(deps.db, async (tx) => {
    let row: PendingRow | undefined;
    let underCap: boolean;
    if ("email" in input) {
      const email = input.email.trim().toLowerCase();
      underCap = await takeThrottle(tx, `email:${email}`, EMAIL_PATH_RULE, now);
      row = (
        await tx.query<PendingRow>(
          `select id, email, phone, method, purpose, hub_id from verifications
           where lower(email) = $1 and method = 'email' and verified_at is null and attempts < $2
           order by created_at desc limit 1 for update`,
          [email, MAX_ATTEMPTS],
        )
      ).rows[0];
    } else {
      const id = input.verification_id.trim().toLowerCase();
      row = UUID.test(id)
        ? (
            await tx.query<PendingRow>(
              `select id, email, phone, method, purpose, hub_id, created_at from verifications
               where id = $1 and method = $2 and verified_at is null and attempts < $3 for update`,
              [id, input.auth_method, MAX_ATTEMPTS],
            )
          ).rows[0]
        : undefined;
      // The first code went out at the start: the cooldown runs from then too.
      if (row) requireCooldownSince(new Date(row.created_at as string), ID_PATH_RULE, now);
      underCap = await takeThrottle(tx, `id:${id}`, ID_PATH_RULE, now);
    }
    if (!row || !underCap) return null;
    // A text that the SMS policy refuses is answered after the commit, which keeps the throttle and any staff alert.
    if (row.method === "sms" && row.phone) {
      const refusal = await takeSmsAllowanceIn(tx, deps, row.phone, now);
      if (refusal) return refusal;
    }
    return resendCode(tx, row, now, origin);
  });
  if (sentTo instanceof AppError) throw sentTo;
  (deps.logger ?? silentLogger).info("resend requested", {
    path: "email" in input ? "email" : "id",
    sent: sentTo !== null,
  });
  return { sent: true };
}

async function resendCode(db: Db, row: PendingRow, now: Date, origin: string | undefined): Promise<string | null> {
  const to = row.method === "sms" ? row.phone : row.email;
  if (!to) return null;
  const code = generateCode();
  const salt = newSalt();
  const link = row.method === "email" ? newLinkToken() : null;
  // The code being replaced joins the earlier ones; those that have expired are dropped.
  await db.query(
    `update verifications set
       earlier_codes = coalesce((
         select jsonb_agg(c) from jsonb_array_elements(
           earlier_codes || jsonb_build_array(jsonb_build_object(
             'hash', code_hash, 'salt', code_salt, 'expires_at', expires_at, 'link_hash', link_token_hash))
         ) c where (c->>'expires_at')::timestamptz > $5::timestamptz), '[]'::jsonb),
       code_hash = $2, code_salt = $3, expires_at = $4, last_sent_at = $5, send_count = send_count + 1, link_token_hash = $6
     where id = $1`,
    [
      row.id,
      hashCode(code, salt),
      salt,
      new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      now.toISOString(),
      link?.hash ?? null,
    ],
  );
  const hubId = isHubId(row.hub_id) ? row.hub_id : "marque";
  const url = link
    ? verificationLink(origin ?? `https://${HUBS[hubId].domain}`, row.purpose, row.id, link.token)
    : null;
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await enqueue(db, codeMessage(hubId, row.purpose, row.method, to, code, url, expiresAt), now);
  return to;
}
