import { AppError } from "@/lib/errors/app-error";
import type { HubId } from "@/lib/hubs/registry";
import { ageOn, type ProgramData } from "@/lib/validation/program";
import { parsePhone } from "@/lib/validation/phone";
import { ageAffirmation as affirmation, isUsNumber, takesUsNumbersOnly, usOnlyMessage } from "./age-gate";
import { displayNumber } from "./texts";

/**
 * A web opt-in to a published program: what the form sends, its messages, and
 * every check that needs no database. The request itself is kept by the
 * backend (lib/backend/programs/opt-in.ts).
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
