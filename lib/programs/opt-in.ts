import { AppError } from "@/lib/errors/app-error";
import { inTransaction, type Db } from "@/lib/backend/core/db";
import { clock, type CoreDeps } from "@/lib/backend/core/deps";
import { enqueue } from "@/lib/backend/core/outbox";
import { DEFAULT_SMS_POLICY, smsDestinationProblem, takeSmsAllowanceIn } from "@/lib/backend/core/sms-policy";
import { SMS_CONFIRMATION_VERSION } from "@/lib/consent/sms-state";
import type { HubId } from "@/lib/hubs/registry";
import { programDisclosureRecord } from "@/lib/programs/disclosure";
import { ageOn, type ProgramData } from "@/lib/validation/program";
import { parsePhone } from "@/lib/validation/phone";
import type { LiveProgram } from "./store";
import { appendProgramConsent, programConsent } from "./consent";
import { ageAffirmation as affirmation, isUsNumber, takesUsNumbersOnly, usOnlyMessage } from "./age-gate";
import { confirmationRequestSms, displayNumber } from "./texts";

/**
 * A web opt-in to a published program is a request: the number gets one
 * "Reply YES" text from the program's own number and counts only after its
 * YES. Each step is a ledger row (disclosure text, version and hash, time,
 * IP, user agent, page, age affirmation). A form never lifts an opt-out.
 */

export interface OptInRequest {
  phone: string;
  consent: boolean;
  /** ISO date; only its consequence is kept ("age affirmed 21+"). */
  birthDate?: string;
  /** The page's age gate was passed (its signed cookie): no date of birth is asked again. */
  ageAffirmed?: boolean;
}

export interface OptInContext {
  ip: string;
  userAgent: string;
  hubId: HubId;
  pageUrl: string;
}

export type OptInOutcome = "confirmation-sent" | "already-subscribed" | "already-asked";

function refuse(field: string, message: string, status = 422): AppError {
  return new AppError("VALIDATION_INVALID_VALUE", message, { status, severity: "LOW", fields: { [field]: message } });
}

export const OPT_IN_MESSAGES = {
  consent: "Check the box to agree to receive texts.",
  birthDate: "Enter your date of birth.",
  birthDateInvalid: "Enter a real date of birth (year, month and day).",
} as const;

export function underAgeMessage(p: ProgramData): string {
  return `Sorry, you must be ${p.ageGate} or older to join ${p.programName}.`;
}

/** Why a form cannot lift an opt-out, and what the number itself can do. */
export function optedOutMessage(p: ProgramData): string {
  return `This number opted out of ${p.programName}. Text ${p.keyword} to ${displayNumber(p.number)} to join again.`;
}

/** Every check that needs no database, in the order the form shows them; returns the E.164 number. */
export function checkOptIn(
  p: ProgramData,
  input: OptInRequest,
  now: Date,
): { phone: string; ageAffirmation: string | null } {
  const errors: Record<string, string> = {};
  const phone = parsePhone(input.phone ?? "");
  if (!phone.ok) errors.phone = phone.message;
  else if (takesUsNumbersOnly(p) && !isUsNumber(phone.value)) errors.phone = usOnlyMessage(p);
  let ageAffirmation: string | null = null;
  if (p.ageGate !== "none" && input.ageAffirmed) {
    ageAffirmation = affirmation(p);
  } else if (p.ageGate !== "none") {
    const age = input.birthDate ? ageOn(input.birthDate, now) : null;
    if (!input.birthDate) errors.birthDate = OPT_IN_MESSAGES.birthDate;
    else if (age === null) errors.birthDate = OPT_IN_MESSAGES.birthDateInvalid;
    else if (age < Number(p.ageGate)) errors.birthDate = underAgeMessage(p);
    else ageAffirmation = affirmation(p);
  }
  if (!input.consent) errors.consent = OPT_IN_MESSAGES.consent;
  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0];
    throw new AppError("VALIDATION_INVALID_VALUE", first, { status: 422, severity: "LOW", fields: errors });
  }
  return { phone: (phone as { value: string }).value, ageAffirmation };
}

export async function requestOptIn(
  deps: CoreDeps,
  program: LiveProgram,
  input: OptInRequest,
  ctx: OptInContext,
): Promise<OptInOutcome> {
  const now = clock(deps);
  const p = program.data;
  const { phone, ageAffirmation } = checkOptIn(p, input, now);
  const problem = smsDestinationProblem(phone, deps.smsPolicy ?? DEFAULT_SMS_POLICY, "phone");
  if (problem) throw problem;
  const disclosure = programDisclosureRecord(p, program.version);
  const outcome = await inTransaction(deps.db, async (tx: Db) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`program-consent:${program.id}:${phone}`]);
    const consent = await programConsent(tx, program.id, phone);
    if (consent.state === "opted-out") return refuse("phone", optedOutMessage(p));
    if (consent.state === "confirmed") return "already-subscribed" as const;
    const send = !consent.confirmationSent;
    // Per-number caps and the daily budget: a refusal stores nothing but its counters.
    if (send) {
      const refused = await takeSmsAllowanceIn(tx, deps, phone, now);
      if (refused) return refused;
    }
    const base = { programId: program.id, phone, hubId: ctx.hubId };
    await appendProgramConsent(tx, {
      ...base,
      granted: true,
      step: "requested",
      text: disclosure.text,
      version: disclosure.version,
      pageUrl: ctx.pageUrl,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      ageAffirmation,
      now,
    });
    if (!send) return "already-asked" as const;
    // A millisecond later, so every reader orders the request before its text.
    const later = new Date(now.getTime() + 1);
    await sendConfirmation(tx, program, phone, ctx.hubId, later);
    return "confirmation-sent" as const;
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/** The one "Reply YES" text, from the program's number, and its ledger row. */
export async function sendConfirmation(tx: Db, program: LiveProgram, phone: string, hubId: HubId, now: Date) {
  const text = confirmationRequestSms(program.data);
  await enqueue(
    tx,
    {
      channel: "sms",
      to: phone,
      subject: null,
      body: text,
      kind: "notification",
      hubId,
      from: program.data.number,
      programId: program.id,
    },
    now,
  );
  await appendProgramConsent(tx, {
    programId: program.id,
    phone,
    hubId,
    granted: true,
    step: "confirmation-sent",
    text,
    version: SMS_CONFIRMATION_VERSION,
    pageUrl: "sms:outbound",
    ip: null,
    userAgent: null,
    now,
  });
}
