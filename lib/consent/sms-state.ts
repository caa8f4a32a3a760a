import type { SmsConsentState } from "../types/backend.ts";

/**
 * Where a number's SMS consent stands, folded from its rows in the consent
 * ledger, oldest first. Confirmed opt-in: a web form or the join keyword only
 * asks (pending); the number itself confirms with YES, START or UNSTOP, and
 * only a pending request (one that passed the age gate where there is one),
 * or resumes a subscription it stopped. STOP (or any opt-out wording, or
 * staff recording the request) ends it. A form never lifts an opt-out; the
 * number's own join keyword starts a new request. The database folds a
 * program's subscribers the same way (program_subscriber_apply).
 */

/** The ledger's step column for SMS rows; null on rows written before steps existed. */
export const SMS_STEPS = [
  "requested",
  "confirmation-sent",
  "confirmed",
  "opted-out",
  /** A gated program's join keyword: the number was asked its date of birth. Grants nothing. */
  "age-asked",
  /** The date of birth it gave is under the program's age ("under age"; never the date). Grants nothing. */
  "under-age",
] as const;
export type SmsStep = (typeof SMS_STEPS)[number];

/** The ledger version of an SMS keyword row, and of the confirmation text row. */
export const SMS_KEYWORD_VERSION = "sms-keyword";
export const SMS_CONFIRMATION_VERSION = "sms-confirmation";

/** The age affirmation a ledger row keeps for an under-age answer. */
export const UNDER_AGE = "under age";

export interface SmsLedgerRow {
  granted: boolean;
  step: string | null;
  version: string;
  /** "age affirmed 21+" on a request that passed a gate, "under age" on a refusal. */
  ageAffirmation?: string | null;
}

export interface SmsConsent {
  state: SmsConsentState;
  /** A confirmation text was sent for the current request: a form does not send another. */
  confirmationSent: boolean;
  /** The pending request carries an age affirmation (a gated program confirms only such a request). */
  ageAffirmed: boolean;
  /** The number texted a gated program's keyword and was asked its date of birth, with no answer yet. */
  awaitingAge: boolean;
  /** Its last answer to the age question was under age, and it has asked nothing since. */
  underAge: boolean;
  /** It confirmed at some time: a YES, START or UNSTOP after its STOP resumes that subscription. */
  everConfirmed: boolean;
}

/** A row that ends consent: STOP and its kin, or staff recording the request (older rows have no step). */
export function isOptOutRow(row: Pick<SmsLedgerRow, "granted" | "step">): boolean {
  return !row.granted && (row.step === null || row.step === "opted-out");
}

export function foldSmsConsent(rows: readonly SmsLedgerRow[]): SmsConsent {
  const c: SmsConsent = {
    state: "none",
    confirmationSent: false,
    ageAffirmed: false,
    awaitingAge: false,
    underAge: false,
    everConfirmed: false,
  };
  for (const row of rows) {
    const affirmed = Boolean(row.ageAffirmation) && row.ageAffirmation !== UNDER_AGE;
    if (row.step === "confirmation-sent") {
      c.confirmationSent = true;
    } else if (row.step === "age-asked") {
      c.awaitingAge = true;
    } else if (row.step === "under-age") {
      Object.assign(c, { awaitingAge: false, underAge: true, ageAffirmed: false });
      if (c.state === "pending") c.state = "none";
    } else if (isOptOutRow(row)) {
      Object.assign(c, { state: "opted-out", awaitingAge: false, ageAffirmed: false, confirmationSent: false });
    } else if (!row.granted) {
      continue;
    } else if (row.step === "confirmed" || (row.step === null && row.version === SMS_KEYWORD_VERSION)) {
      // The number's own YES/START/UNSTOP (older keyword rows have no step).
      Object.assign(c, { state: "confirmed", everConfirmed: true, awaitingAge: false, underAge: false });
    } else if (c.state !== "confirmed" && (c.state !== "opted-out" || row.version === SMS_KEYWORD_VERSION)) {
      // A request: the number's own keyword starts one even after an opt-out, a web form only from nothing.
      c.ageAffirmed = c.state === "pending" ? c.ageAffirmed || affirmed : affirmed;
      Object.assign(c, { state: "pending", awaitingAge: false, underAge: false });
    }
  }
  return c;
}
