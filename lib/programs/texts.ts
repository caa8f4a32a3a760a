import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { ProgramData } from "@/lib/validation/program";

/**
 * Every sentence a program says in public: its pages, its texts and its
 * consent disclosure, built from one published version. Plain strings only:
 * client text is rendered by React as text, never as markup.
 */

export const RATES_LINE = "Msg & data rates may apply.";
export const CARRIERS_LINE = "Carriers are not liable for delayed or undelivered messages.";
export const PRIVACY_PROMISE =
  "Mobile numbers and opt-in data are never shared with third parties or affiliates for marketing purposes.";

/** "(928) 555-0100" for a North American number, else the international form. */
export function displayNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === "1" ? parsed.formatNational() : parsed.formatInternational();
}

/** "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function frequencyText(p: Pick<ProgramData, "frequency">): string {
  return p.frequency === "varies"
    ? "Message frequency varies."
    : `Up to ${p.frequency} message${p.frequency === 1 ? "" : "s"} a month.`;
}

/** Short form for texts: "Up to 8 msgs/mo." */
function frequencyShort(p: Pick<ProgramData, "frequency">): string {
  return p.frequency === "varies" ? "Msg frequency varies." : `Up to ${p.frequency} msgs/mo.`;
}

export function ageRequirement(p: Pick<ProgramData, "ageGate" | "programName">): string | null {
  return p.ageGate === "none" ? null : `You must be ${p.ageGate} or older to join ${p.programName}.`;
}

export function supportContact(p: Pick<ProgramData, "supportEmail" | "supportPhone">): string {
  return `${p.supportEmail} or ${displayNumber(p.supportPhone)}`;
}

/** "Text FISH to (928) 555-0100 to join." */
export function joinLine(p: Pick<ProgramData, "keyword" | "number">): string {
  return `Text ${p.keyword} to ${displayNumber(p.number)} to join.`;
}

export function programPaths(slug: string) {
  const base = `/clients/${slug}`;
  return { page: base, terms: `${base}/terms`, privacy: `${base}/privacy` };
}

/** The one "Reply YES" text a web opt-in (or the join keyword) sends, from the program's number. */
export function confirmationRequestSms(p: ProgramData): string {
  return `${p.brandName}: Reply YES to confirm ${p.programName}. ${frequencyShort(p)} ${RATES_LINE} Reply HELP for help, STOP to cancel.`;
}

/** The answer to YES. */
export function confirmedSms(p: ProgramData): string {
  return `${p.brandName}: you are subscribed to ${p.programName}. ${frequencyShort(p)} ${RATES_LINE} Reply HELP for help, STOP to cancel.`;
}

/** The answer to HELP: the program, its support contact and how to stop. */
export function helpSms(p: ProgramData): string {
  return `${p.programName}: help at ${supportContact(p)}. ${RATES_LINE} Reply STOP to cancel.`;
}

/** The answer to STOP: this program only. */
export function stoppedSms(p: ProgramData): string {
  return `${p.brandName}: you are unsubscribed from ${p.programName} and will get no more messages. Reply START to resubscribe.`;
}

/** A gated program's join keyword: the age question, before any "Reply YES". */
export function askAgeSms(p: ProgramData): string {
  return `${p.brandName}: ${p.programName} is for ${p.ageGate}+ only. To join, reply with your date of birth, MM/DD/YYYY. Reply HELP for help, STOP to cancel.`;
}

/** The answer to a date that is not a whole one, or to a YES before the age question is answered. */
export function askAgeAgainSms(p: ProgramData): string {
  return `${p.brandName}: to join ${p.programName}, first reply with your full date of birth, MM/DD/YYYY. Reply STOP to cancel.`;
}

/** The answer to a date under the program's age: nothing is sent after it. */
export function underAgeSms(p: ProgramData): string {
  return `${p.brandName}: sorry, you must be ${p.ageGate} or older to join ${p.programName}. You will get no texts from it.`;
}

/** The answer to a YES, START or UNSTOP from a number that asked nothing: how to join, nothing recorded. */
export function howToJoinSms(p: ProgramData): string {
  return `${p.brandName}: you are not subscribed to ${p.programName}. ${joinLine(p)} Reply HELP for help.`;
}

/** The program's SMS terms, as carriers' reviewers look for them. */
export function termsItems(p: ProgramData): { term: string; detail: string }[] {
  const age = ageRequirement(p);
  const number = displayNumber(p.number);
  return [
    { term: "Program name", detail: p.programName },
    { term: "Program description", detail: p.description },
    { term: "What you receive", detail: `${capitalise(listText(p.messageTypes))} from ${p.brandName}.` },
    {
      term: "How to join",
      detail: `${joinLine(p)} Or opt in on ${p.brandName}'s sign-up page and reply YES to the confirmation text.`,
    },
    { term: "Message frequency", detail: frequencyText(p) },
    { term: "Cost", detail: RATES_LINE },
    { term: "Help", detail: `Reply HELP to ${number} for help, or contact ${supportContact(p)}.` },
    {
      term: "Opt out",
      detail: `Reply STOP to ${number} at any time to cancel. You will receive one message confirming that you are unsubscribed.`,
    },
    { term: "Carriers", detail: CARRIERS_LINE },
    ...(age ? [{ term: "Age requirement", detail: age }] : []),
    { term: "Support", detail: supportContact(p) },
  ];
}

/** The program's privacy policy, its SMS part first. */
export function privacyItems(p: ProgramData): { term: string; detail: string }[] {
  return [
    { term: "Sharing", detail: PRIVACY_PROMISE },
    {
      term: "What is kept",
      detail:
        `${p.brandName} keeps your mobile number and a record of how and when you opted in (the page, the time, the wording you agreed to, your IP address and browser)` +
        (p.ageGate === "none"
          ? "."
          : `, and that you affirmed you are ${p.ageGate} or older; never your date of birth.`),
    },
    {
      term: "How it is used",
      detail: `Only to send ${p.programName}: ${listText(p.messageTypes)}. ${frequencyText(p)} ${RATES_LINE}`,
    },
    {
      term: "Your choices",
      detail: `Reply STOP to ${displayNumber(p.number)} to opt out, HELP for help. ${CARRIERS_LINE}`,
    },
    { term: "Contact", detail: `Privacy questions: ${supportContact(p)}.` },
  ];
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Two letters from the brand name for its monogram. */
export function initialsOf(brandName: string): string {
  const words = brandName
    .replace(/['\u2019]/g, "")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}
