import { sha256Hex } from "../../security/sha256.ts";
import { AppError } from "../../errors.ts";
import type { Db } from "./db.ts";

/** The latest SMS keyword in the consent ledger for this number says STOP. */
export async function smsOptedOut(db: Db, phone: string): Promise<boolean> {
  const { rows } = await db.query<{ granted: boolean }>(
    `select granted from consent_records where phone = $1 and channel = 'sms' order by created_at desc, id desc limit 1`,
    [phone],
  );
  return rows.length > 0 && rows[0].granted === false;
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
  /** false for STOP and its synonyms, true for START/UNSTOP. */
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
    `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent, hub_id, phone)
     values (null, 'sms', $1, $2, 'sms-keyword', $3, $4, $5, $6, $7, $8, $9)`,
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
    ],
  );
}
