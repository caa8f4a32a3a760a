import { AppError } from "../../errors/app-error.ts";
import { HUBS } from "../../hubs/registry.ts";
import type {
  AuthMethod,
  RequestContext,
  StartVerificationInput,
  VerificationPurpose,
  VerifyCodeInput,
  VerifyCodeResult,
} from "../../types/backend.ts";
import {
  codeMatches,
  DUMMY,
  generateCode,
  hashCode,
  heldCodes,
  linkTokenMatches,
  newLinkToken,
  newSalt,
} from "./codes.ts";
import { verificationPastCap } from "./address-cap.ts";
import { CODE_TTL_MS } from "../../config/rules.ts";
import { inTransaction } from "./db.ts";
import { storeAttribution } from "./attribution.ts";
import { clock, silentLogger, type CoreDeps } from "./deps.ts";
import { codeMessage, enqueue } from "./outbox.ts";
import { optedOutError, smsOptedOut } from "./opt-out.ts";
import { DEFAULT_SMS_POLICY, smsDestinationProblem, takeSmsAllowanceIn } from "./sms-policy.ts";

/** The code expires after its lifetime (rules.ts); 5 wrong attempts end it. */
export { CODE_TTL_MS };
export const MAX_ATTEMPTS = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one answer for a wrong code, an unknown id, a used or a dead verification. */
export function invalidCode(): AppError {
  return new AppError("AUTH_OTP_INVALID", "Invalid verification code", { status: 400, severity: "LOW" });
}

export function expiredCode(): AppError {
  return new AppError("AUTH_OTP_EXPIRED", "This code has expired. Please request a new one.", {
    status: 410,
    severity: "LOW",
  });
}

export async function startVerification(
  deps: CoreDeps,
  input: StartVerificationInput,
  ctx: RequestContext,
): Promise<{ verificationId: string }> {
  const to = input.method === "sms" ? input.phone : input.email?.trim().toLowerCase();
  if (!to) {
    throw new AppError("VALIDATION_REQUIRED_FIELD", "You must provide either an email or phone number.", {
      status: 422,
      fields: { [input.method === "sms" ? "phone" : "email"]: "You must provide either an email or phone number." },
    });
  }
  if (input.method === "sms" && (await smsOptedOut(deps.db, to))) throw optedOutError();
  const now = clock(deps);
  if (input.method === "sms") {
    const problem = smsDestinationProblem(to, deps.smsPolicy ?? DEFAULT_SMS_POLICY);
    if (problem) throw problem;
  }
  const code = generateCode();
  const salt = newSalt();
  const link = input.method === "email" ? newLinkToken() : null;
  const id = await inTransaction(deps.db, async (tx) => {
    const reused = await verificationPastCap(
      tx,
      {
        to,
        email: input.email?.trim().toLowerCase() ?? null,
        phone: input.phone ?? null,
        method: input.method,
        purpose: input.purpose,
        hub: ctx.hub,
      },
      now,
      MAX_ATTEMPTS,
    );
    if (reused) return reused;
    // Only a text that goes out draws on the SMS allowances; a refusal is thrown after the commit (keeping the alert).
    if (input.method === "sms") {
      const refusal = await takeSmsAllowanceIn(tx, deps, to, now);
      if (refusal) return refusal;
    }
    const { rows } = await tx.query<{ id: string }>(
      `insert into verifications (email, phone, method, purpose, hub_id, code_hash, code_salt, created_at, expires_at, last_sent_at, link_token_hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $10) returning id`,
      [
        input.email?.trim().toLowerCase() ?? null,
        input.phone ?? null,
        input.method,
        input.purpose,
        ctx.hub,
        hashCode(code, salt),
        salt,
        now.toISOString(),
        new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        link?.hash ?? null,
      ],
    );
    await storeAttribution(tx, { hubId: ctx.hub, verificationId: rows[0].id }, input.attribution, now);
    const url = link
      ? verificationLink(ctx.origin ?? `https://${HUBS[ctx.hub].domain}`, input.purpose, rows[0].id, link.token)
      : null;
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await enqueue(tx, codeMessage(ctx.hub, input.purpose, input.method, to, code, url, expiresAt), now);
    return rows[0].id;
  });
  if (id instanceof AppError) throw id;
  (deps.logger ?? silentLogger).info("verification started", {
    verificationId: id,
    method: input.method,
    hub: ctx.hub,
  });
  return { verificationId: id };
}

/** The one-click link: the page that finishes this kind of verification, on the same hub's host. */
export function verificationLink(
  origin: string,
  purpose: VerificationPurpose,
  id: string,
  token: string,
): string | null {
  if (purpose !== "signup") return null;
  return `${origin}/verify?${new URLSearchParams({ id, method: "email", token })}`;
}

interface VerificationRow {
  id: string;
  email: string | null;
  phone: string | null;
  method: AuthMethod;
  purpose: VerificationPurpose;
  code_hash: string;
  code_salt: string;
  expires_at: unknown;
  attempts: number;
  verified_at: unknown;
  link_token_hash: string | null;
  earlier_codes: unknown;
}

/**
 * Verify-code. The code is checked before anything else is revealed:
 * an unknown id, a used or dead verification and a wrong code all get the
 * same AUTH_OTP_INVALID; only a right but expired code says expired. Any
 * unexpired code sent for the verification works, within its 5 attempts.
 */
export async function verifyCode(deps: CoreDeps, input: VerifyCodeInput): Promise<VerifyCodeResult> {
  const now = clock(deps);
  const id = UUID.test(input.verification_id) ? input.verification_id : null;
  // Failures are returned, not thrown, inside the transaction: a throw would
  // roll back the attempt counter.
  const outcome = await inTransaction(deps.db, async (tx): Promise<VerifyCodeResult | AppError> => {
    const row = id
      ? (await tx.query<VerificationRow>(`select * from verifications where id = $1 for update`, [id])).rows[0]
      : undefined;
    if (!row) {
      codeMatches(input.verification_code, DUMMY.salt, DUMMY.hash);
      return invalidCode();
    }
    // Every code sent for it works until it expires, so a resend never strands the one already on its way.
    // The link token stands in for the code; both are single-use with the verification.
    const held = heldCodes(row);
    const matching = held.filter((c) =>
      input.verification_token
        ? linkTokenMatches(input.verification_token, c.linkHash)
        : codeMatches(input.verification_code, c.salt, c.hash),
    );
    const matches = matching.length > 0;
    const sameAddress =
      row.method === input.auth_method &&
      (!input.email || row.email === null || row.email === input.email.trim().toLowerCase()) &&
      (!input.mobile_phone_number || row.phone === null || row.phone === input.mobile_phone_number);
    if (row.verified_at !== null || row.attempts >= MAX_ATTEMPTS) return invalidCode();
    if (!matches || !sameAddress) {
      await tx.query(`update verifications set attempts = attempts + 1 where id = $1`, [row.id]);
      return invalidCode();
    }
    if (!matching.some((c) => c.expiresAt > now.getTime())) return expiredCode();
    await tx.query(`update verifications set verified_at = $2 where id = $1`, [row.id, now.toISOString()]);
    return { verificationId: row.id, email: row.email, phone: row.phone, purpose: row.purpose };
  });
  if (outcome instanceof AppError) throw outcome;
  (deps.logger ?? silentLogger).info("verification succeeded", { verificationId: outcome.verificationId });
  return outcome;
}
