/**
 * Where a number's SMS consent stands, folded from its rows in the consent
 * ledger, oldest first. Confirmed opt-in: a web form only asks (pending);
 * the number itself confirms (YES, START, UNSTOP) or refuses (STOP and its
 * synonyms, or staff recording its request). A form never lifts an opt-out.
 */
export type SmsConsentState = "none" | "pending" | "confirmed" | "opted-out";

/** The ledger's step column for SMS rows; null on rows written before steps existed. */
export const SMS_STEPS = ["requested", "confirmation-sent", "confirmed", "opted-out"] as const;
export type SmsStep = (typeof SMS_STEPS)[number];

/** The ledger version of an SMS keyword row, and of the confirmation text row. */
export const SMS_KEYWORD_VERSION = "sms-keyword";
export const SMS_CONFIRMATION_VERSION = "sms-confirmation";

export interface SmsLedgerRow {
  granted: boolean;
  step: string | null;
  version: string;
}

export interface SmsConsent {
  state: SmsConsentState;
  /** A confirmation text was already sent to the number: a form does not send another. */
  confirmationSent: boolean;
}

export function foldSmsConsent(rows: readonly SmsLedgerRow[]): SmsConsent {
  let state: SmsConsentState = "none";
  let confirmationSent = false;
  for (const row of rows) {
    if (row.step === "confirmation-sent") {
      confirmationSent = true;
    } else if (!row.granted) {
      state = "opted-out";
    } else if (row.step === "confirmed" || row.version === SMS_KEYWORD_VERSION) {
      // The number's own YES/START/UNSTOP (older keyword rows have no step).
      state = "confirmed";
    } else if (state === "none") {
      // A web request (older form rows have no step): pending until the number says YES.
      state = "pending";
    }
  }
  return { state, confirmationSent };
}
