import { inTransaction, type Db } from "@/lib/backend/core/db";
import { SMS_KEYWORD_VERSION } from "@/lib/consent/sms-state";
import { smsKeyword } from "@/lib/consent/sms-keywords";
import type { HubId } from "@/lib/hubs/registry";
import type { LiveProgram } from "./store";
import { appendProgramConsent, programConsent } from "./consent";
import { sendConfirmation } from "./opt-in";
import { confirmedSms, helpSms, stoppedSms } from "./texts";

/**
 * A text sent to a program's number, found by the `To` it was sent to: STOP
 * and its synonyms end this program only, YES/START/UNSTOP confirm (or
 * resume) it, HELP/INFO answer with the program's name, support contact and
 * how to stop, and the join keyword asks for the same YES as the web form.
 * Answers the reply to send back (from the same number), or null.
 */
export interface ProgramInbound {
  from: string;
  body: string;
  pageUrl: string;
  ip: string;
  userAgent: string;
  hubId: HubId;
  now: Date;
}

export async function programInbound(db: Db, program: LiveProgram, text: ProgramInbound): Promise<string | null> {
  const p = program.data;
  const { kind, word } = smsKeyword(text.body);
  if (kind === "help") return helpSms(p);
  if (!text.from) return null;
  const keywordRow = {
    programId: program.id,
    phone: text.from,
    text: text.body,
    version: SMS_KEYWORD_VERSION,
    pageUrl: text.pageUrl,
    ip: text.ip,
    userAgent: text.userAgent,
    hubId: text.hubId,
    now: text.now,
  };
  if (kind === "opt-out") {
    await appendProgramConsent(db, { ...keywordRow, granted: false, step: "opted-out" });
    return stoppedSms(p);
  }
  if (kind === "opt-in") {
    await appendProgramConsent(db, { ...keywordRow, granted: true, step: "confirmed" });
    return confirmedSms(p);
  }
  if (word === p.keyword) {
    // Texting the join keyword is a request like the web form's: one "Reply YES" text, nothing twice.
    return inTransaction(db, async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`program-consent:${program.id}:${text.from}`]);
      const consent = await programConsent(tx, program.id, text.from);
      if (consent.state === "confirmed") return confirmedSms(p);
      if (consent.state === "opted-out") return null;
      await appendProgramConsent(tx, { ...keywordRow, granted: true, step: "requested" });
      if (!consent.confirmationSent) await sendConfirmation(tx, program, text.from, text.hubId, text.now);
      return null;
    });
  }
  return null;
}
