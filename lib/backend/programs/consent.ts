import { sha256Hex } from "@/lib/security/sha256";
import type { Db } from "../core/db.ts";
import { programSmsConsent } from "../core/opt-out.ts";
import type { SmsConsent, SmsStep } from "@/lib/consent/sms-state";

/**
 * A program's subscribers live in the consent ledger, one row per step,
 * keyed by program and number: the same fold as a lead's SMS consent, over
 * that program's rows only, so STOP to one program leaves every other alone.
 */

export function programConsent(db: Db, programId: string, phone: string): Promise<SmsConsent> {
  return programSmsConsent(db, programId, phone);
}

export interface ProgramLedgerEntry {
  programId: string;
  phone: string;
  granted: boolean;
  step: SmsStep;
  text: string;
  version: string;
  pageUrl: string;
  ip: string | null;
  userAgent: string | null;
  hubId: string;
  ageAffirmation?: string | null;
  now: Date;
}

/** One append-only ledger row for a program's subscriber. */
export async function appendProgramConsent(db: Db, e: ProgramLedgerEntry): Promise<void> {
  await db.query(
    `insert into consent_records (lead_id, channel, granted, text, version, sha256, page_url, created_at, ip, user_agent,
                                  hub_id, phone, step, program_id, age_affirmation)
     values (null, 'sms', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      e.granted,
      e.text,
      e.version,
      sha256Hex(e.text),
      e.pageUrl,
      e.now.toISOString(),
      e.ip,
      e.userAgent,
      e.hubId,
      e.phone,
      e.step,
      e.programId,
      e.ageAffirmation ?? null,
    ],
  );
}
