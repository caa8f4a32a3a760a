import type { AppError } from "@/lib/errors/app-error";
import type { ProgramData } from "@/lib/validation/program";
import { usOnlyMessage } from "./age-gate";
import { OPT_IN_MESSAGES, optedOutMessage, underAgeMessage } from "./opt-in";
import { displayNumber } from "./texts";

/**
 * A web opt-in posted without JavaScript answers with a redirect back to the
 * program's page carrying a short code, never free text: the page turns the
 * code back into the message under its field.
 */
export type OptInField = "phone" | "birthDate" | "consent" | "form";

const CODES = [
  "phone",
  "phone-country",
  "phone-opted-out",
  "phone-us-only",
  "birthDate",
  "birthDate-invalid",
  "underage",
  "consent",
  "limit",
  "token",
  "failed",
] as const;
export type OptInErrorCode = (typeof CODES)[number];

export function isOptInErrorCode(value: unknown): value is OptInErrorCode {
  return typeof value === "string" && (CODES as readonly string[]).includes(value);
}

/** The code for a refusal, from the field it names and its message. */
export function optInErrorCode(error: AppError): OptInErrorCode {
  const fields = error.fields ?? {};
  if (error.status === 429) return "limit";
  if (fields.phone) {
    if (/opted out/.test(fields.phone)) return "phone-opted-out";
    if (/US mobile numbers only/.test(fields.phone)) return "phone-us-only";
    if (/only send text messages|premium-rate/.test(fields.phone)) return "phone-country";
    return "phone";
  }
  if (fields.birthDate) {
    if (/^Sorry/.test(fields.birthDate)) return "underage";
    return fields.birthDate === OPT_IN_MESSAGES.birthDate ? "birthDate" : "birthDate-invalid";
  }
  if (fields.consent) return "consent";
  if (fields.formToken) return "token";
  return "failed";
}

/** The field and the message a code stands for. */
export function optInErrorMessage(code: OptInErrorCode, p: ProgramData): { field: OptInField; message: string } {
  switch (code) {
    case "phone":
      return { field: "phone", message: "Enter a valid mobile number, for example (202) 555-0143." };
    case "phone-country":
      return { field: "phone", message: "We can only text mobile numbers in the countries this program serves." };
    case "phone-opted-out":
      return { field: "phone", message: optedOutMessage(p) };
    case "phone-us-only":
      return { field: "phone", message: usOnlyMessage(p) };
    case "birthDate":
      return { field: "birthDate", message: OPT_IN_MESSAGES.birthDate };
    case "birthDate-invalid":
      return { field: "birthDate", message: OPT_IN_MESSAGES.birthDateInvalid };
    case "underage":
      return { field: "birthDate", message: underAgeMessage(p) };
    case "consent":
      return { field: "consent", message: OPT_IN_MESSAGES.consent };
    case "limit":
      return { field: "form", message: "Too many sign-ups from here. Please wait a few minutes and try again." };
    case "token":
      return { field: "form", message: "The form expired or was sent too quickly. Please try again." };
    default:
      return { field: "form", message: "Something went wrong. Please try again." };
  }
}

/** What the person reads once the text is on its way. */
export function optInSentMessage(p: ProgramData): string {
  return `Almost done: we texted you from ${displayNumber(p.number)}. Reply YES to confirm ${p.programName}.`;
}
