import { sha256Hex } from "../../security/sha256.ts";
import { AppError } from "../../errors/app-error.ts";
import type { Db } from "./db.ts";
import { foldSmsConsent, SMS_KEYWORD_VERSION, type SmsConsent, type SmsLedgerRow } from "../../consent/sms-state.ts";

/** The number's SMS consent, folded from its ledger rows (lib/consent/sms-state.ts). */
export async function smsConsent(db: Db, phone: string): Promise<SmsConsent> {
  return smsConsentByHash(db, sha256Hex(phone), phone);
}

/**
 * The same by the number's SHA-256: an erased number's ledger rows keep only
 * the hash, so its opt-out still holds.
 */
export async function smsConsentByHash(db: Db, phoneSha256: string, phone: string | null = null): Promise<SmsConsent> {
  const { rows } = await db.query<LedgerRow>(
    `select granted, step, version, age_affirmation from consent_records
      where (phone = $1 or phone_sha256 = $2) and channel = 'sms' and program_id is null order by created_at, id`,
    [phone, phoneSha256],
  );
  return foldSmsConsent(rows.map(ledgerRow));
}

type LedgerRow = { granted: boolean; step: string | null; version: string; age_affirmation?: string | null };

/** A ledger row as the fold reads it. */
export function ledgerRow(r: LedgerRow): SmsLedgerRow {
  return { granted: Boolean(r.granted), step: r.step ?? null, version: r.version, ageAffirmation: r.age_affirmation };
}

/** A number's SMS consent to one client program, folded from that program's ledger rows only. */
export async function programSmsConsent(db: Db, programId: string, phone: string): Promise<SmsConsent> {
  const { rows } = await db.query<LedgerRow>(
    `select granted, step, version, age_affirmation from consent_records
      where program_id = $1 and channel = 'sms' and (phone = $2 or phone_sha256 = $3) order by created_at, id`,
    [programId, phone, sha256Hex(phone)],
  );
  return foldSmsConsent(rows.map(ledgerRow));
}

/**
 * The number has said STOP (or staff recorded it) and has not texted START or YES since: to the platform, or,
 * with a program id, to that client program (each program's consent is its own).
 */
export async function smsOptedOut(db: Db, phone: string, programId: string | null = null): Promise<boolean> {
  const consent = programId ? await programSmsConsent(db, programId, phone) : await smsConsent(db, phone);
  return consent.state === "opted-out";
}

/**
 * Whether we may text this +E.164 number beyond codes it asked for: it
 * confirmed with its own YES/START and has not opted out since.
 */
export async function hasConfirmedSmsConsent(db: Db, phone: string): Promise<boolean> {
  return (await smsConsent(db, phone)).state === "confirmed";
}

export function optedOutError(): AppError {
  return new AppError(
    "SMS_SEND_FAILED",
    "This number has opted out of text messages. Please verify by email instead.",
    {
      status: 422,
      severity: "LOW",
      fields: { phone: "This number has opted out of text messages. Please verify by email instead." },
    },
  );
}

export interface SmsKeyword {
  phone: string;
  /** false for STOP and its synonyms, true for START/UNSTOP/YES. */
  granted: boolean;
  /** The message as received. */
  text: string;
  pageUrl: string;
  ip: string;
  userAgent: string;
  hubId: string;
  now: Date;
}

/** An opt-out or opt-in by keyword goes in the consent ledger, append-only like every consent record. */
export async function recordSmsKeyword(db: Db, keyword: SmsKeyword): Promise<void> {
  const sha256 = sha256Hex(keyword.text);
  await db.query(
    `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent, hub_id, phone, step)
     values (null, 'sms', $1, $2, $10, $3, $4, $5, $6, $7, $8, $9, $11)`,
    [
      keyword.granted,
      keyword.text,
      sha256,
      keyword.pageUrl,
      keyword.now.toISOString(),
      keyword.ip,
      keyword.userAgent,
      keyword.hubId,
      keyword.phone,
      SMS_KEYWORD_VERSION,
      keyword.granted ? "confirmed" : "opted-out",
    ],
  );
}
