import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { usNumbersOnly } from "@/lib/compliance/verticals";
import { ageOn, type ProgramData } from "@/lib/validation/program";

/**
 * A gated program's age rule, wherever it is asked: on its page (a date-of-
 * birth gate before anything else), in its web opt-in, and in the thread when
 * its join keyword is texted ("Reply with your date of birth, MM/DD/YYYY").
 * Only the consequence is kept ("age affirmed 21+", "under age"), never the
 * date. A gated program texts US numbers only: carriers do not carry
 * age-gated traffic to Canada without an exemption.
 */

/** The program's minimum age, or null when it has no gate. */
export function minimumAge(p: Pick<ProgramData, "ageGate">): number | null {
  return p.ageGate === "none" ? null : Number(p.ageGate);
}

/** It takes US mobile numbers only: any gate, or a vertical whose carriers require it. */
export function takesUsNumbersOnly(p: Pick<ProgramData, "ageGate" | "vertical">): boolean {
  return p.ageGate !== "none" || usNumbersOnly(p.vertical);
}

export function isUsNumber(phone: string): boolean {
  return parsePhoneNumberFromString(phone)?.country === "US";
}

/** What the ledger keeps of an age that passed the gate. */
export function ageAffirmation(p: Pick<ProgramData, "ageGate">): string {
  return `age affirmed ${p.ageGate}+`;
}

/** Why a number outside the US cannot join, as the page and the thread say it. */
export function usOnlyMessage(p: Pick<ProgramData, "programName" | "ageGate">): string {
  return `Sorry, ${p.programName} is for ${p.ageGate}+ and texts US mobile numbers only: carriers do not carry age-restricted texts to Canadian or other non-US numbers.`;
}

export type TextedBirthDate =
  | { kind: "date"; iso: string }
  /** Looks like a date but is not a whole one (a two-digit year, 02/30/1990). */
  | { kind: "unclear" }
  | { kind: "none" };

const DATE_LIKE = /^[\s\d/.\-]+$/;
const FULL_DATE = /^\s*(\d{1,2})\s*[/.\-]\s*(\d{1,2})\s*[/.\-]\s*(\d{4})\s*$/;

/** A reply read as a date of birth written MM/DD/YYYY (dashes or dots too). */
export function readTextedBirthDate(body: string, today: Date): TextedBirthDate {
  if (!DATE_LIKE.test(body) || !/\d/.test(body)) return { kind: "none" };
  const m = FULL_DATE.exec(body);
  if (!m) return { kind: "unclear" };
  const iso = `${m[3]}-${m[1].padStart(2, "0")}-${m[2].padStart(2, "0")}`;
  return ageOn(iso, today) === null ? { kind: "unclear" } : { kind: "date", iso };
}

export type GateAnswer = "ok" | "missing" | "invalid" | "underage";

/** The page's gate: a date of birth typed as YYYY-MM-DD (the date field) or MM/DD/YYYY, old enough on `today`. */
export function gateAnswer(p: Pick<ProgramData, "ageGate">, birthDate: string, today: Date): GateAnswer {
  const typed = birthDate.trim();
  if (!typed) return "missing";
  const us = readTextedBirthDate(typed, today);
  const iso = us.kind === "date" ? us.iso : typed;
  const age = ageOn(iso, today);
  if (age === null) return "invalid";
  return age < (minimumAge(p) ?? 0) ? "underage" : "ok";
}

/** What the gate says for each refusal. */
export function gateMessage(
  answer: Exclude<GateAnswer, "ok">,
  p: Pick<ProgramData, "ageGate" | "programName">,
): string {
  if (answer === "missing") return "Enter your date of birth.";
  if (answer === "invalid") return "Enter a real date of birth (month, day and year).";
  return `Sorry, you must be ${p.ageGate} or older to see ${p.programName}.`;
}

export function isGateRefusal(code: unknown): code is Exclude<GateAnswer, "ok"> {
  return code === "missing" || code === "invalid" || code === "underage";
}
