import { inTransaction, type Db } from "../core/db.ts";
import { keepReply } from "../core/replies.ts";
import { readReply } from "@/lib/compliance/reply-words";
import { SMS_KEYWORD_VERSION, UNDER_AGE, type SmsConsent } from "@/lib/consent/sms-state";
import type { HubId } from "@/lib/hubs/registry";
import { ageOn } from "@/lib/validation/program";
import type { LiveProgram } from "@/lib/programs/record";
import {
  ageAffirmation,
  isUsNumber,
  minimumAge,
  readTextedBirthDate,
  takesUsNumbersOnly,
  usOnlyMessage,
} from "@/lib/programs/age-gate";
import {
  askAgeAgainSms,
  askAgeSms,
  confirmedSms,
  helpSms,
  howToJoinSms,
  stoppedSms,
  underAgeSms,
} from "@/lib/programs/texts";
import { appendProgramConsent, programConsent } from "./consent";
import { sendConfirmation } from "./opt-in";

/**
 * A text sent to a program's number, found by the `To` it was sent to, read
 * by the one engine (lib/compliance/reply-words.ts), for this program only:
 * - any opt-out wording ends the subscription, with one confirmation and
 *   nothing after it (a second STOP gets no answer);
 * - HELP answers with the program's name, support contact and how to stop;
 * - the join keyword asks for the same YES as the web form; a gated program
 *   first asks for the date of birth in the thread, refuses an under-age one
 *   (recorded as "under age", never the date) and a number outside the US;
 * - YES, START or UNSTOP confirm only a pending request that passed the gate,
 *   or resume a subscription the number stopped; from anyone else they are no
 *   consent: the answer says how to join, and nothing is recorded;
 * - every other reply is kept for staff, with its time.
 * Answers the reply to send back (from the same number), or null.
 */
export interface ProgramInbound {
  from: string;
  body: string;
  /** Twilio's MessageSid, kept with a reply for staff. */
  messageSid?: string | null;
  pageUrl: string;
  ip: string;
  userAgent: string;
  hubId: HubId;
  now: Date;
}

export async function programInbound(db: Db, program: LiveProgram, text: ProgramInbound): Promise<string | null> {
  const p = program.data;
  const reading = readReply(text.body);
  if (reading.intent === "help") return helpSms(p);
  if (!text.from) return null;
  return inTransaction(db, async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`program-consent:${program.id}:${text.from}`]);
    const consent = await programConsent(tx, program.id, text.from);
    const row = (entry: {
      granted: boolean;
      step: "requested" | "confirmed" | "opted-out" | "age-asked" | "under-age";
    }) =>
      appendProgramConsent(tx, {
        programId: program.id,
        phone: text.from,
        text: text.body,
        version: SMS_KEYWORD_VERSION,
        pageUrl: text.pageUrl,
        ip: text.ip,
        userAgent: text.userAgent,
        hubId: text.hubId,
        now: text.now,
        ...entry,
      });
    if (reading.intent === "opt-out") {
      const first = consent.state !== "opted-out";
      await row({ granted: false, step: "opted-out" });
      return first ? stoppedSms(p) : null;
    }
    if (reading.intent === "opt-in") return optIn(consent);
    if (
      text.body
        .trim()
        .replace(/[.!]+$/, "")
        .toUpperCase() === p.keyword
    )
      return join(consent);
    if (consent.awaitingAge) {
      const said = readTextedBirthDate(text.body, text.now);
      if (said.kind === "unclear") return askAgeAgainSms(p);
      if (said.kind === "date") return answerAge(said.iso);
    }
    await keepReply(tx, {
      programId: program.id,
      phone: text.from,
      body: text.body,
      providerId: text.messageSid ?? null,
      now: text.now,
    });
    return null;

    async function optIn(c: SmsConsent): Promise<string> {
      if (c.state === "confirmed") return confirmedSms(p);
      const gateOk = minimumAge(p) === null || c.ageAffirmed;
      const resumes = c.state === "opted-out" && c.everConfirmed;
      if ((c.state === "pending" && gateOk) || resumes) {
        await row({ granted: true, step: "confirmed" });
        return confirmedSms(p);
      }
      return c.awaitingAge ? askAgeAgainSms(p) : howToJoinSms(p);
    }

    async function join(c: SmsConsent): Promise<string | null> {
      if (c.state === "confirmed") return confirmedSms(p);
      if (takesUsNumbersOnly(p) && !isUsNumber(text.from)) return `${p.brandName}: ${usOnlyMessage(p)}`;
      if (minimumAge(p) !== null && !(c.state === "pending" && c.ageAffirmed)) {
        await row({ granted: false, step: "age-asked" });
        return askAgeSms(p);
      }
      // Texting the join keyword is a request like the web form's: one "Reply YES" text, nothing twice.
      await row({ granted: true, step: "requested" });
      if (!c.confirmationSent)
        await sendConfirmation(tx, program, text.from, text.hubId, new Date(text.now.getTime() + 1));
      return null;
    }

    async function answerAge(iso: string): Promise<string | null> {
      const age = ageOn(iso, text.now)!;
      // The date itself is never kept: only what it means.
      const note = `Date of birth given by text (not kept) after texting ${p.keyword}`;
      if (age < minimumAge(p)!) {
        await appendProgramConsent(tx, {
          ...base(),
          granted: false,
          step: "under-age",
          text: note,
          ageAffirmation: UNDER_AGE,
        });
        return underAgeSms(p);
      }
      await appendProgramConsent(tx, {
        ...base(),
        granted: true,
        step: "requested",
        text: note,
        ageAffirmation: ageAffirmation(p),
      });
      await sendConfirmation(tx, program, text.from, text.hubId, new Date(text.now.getTime() + 1));
      return null;
    }

    function base() {
      return {
        programId: program.id,
        phone: text.from,
        version: SMS_KEYWORD_VERSION,
        pageUrl: text.pageUrl,
        ip: text.ip,
        userAgent: text.userAgent,
        hubId: text.hubId,
        now: text.now,
      };
    }
  });
}
