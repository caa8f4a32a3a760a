/**
 * SMS programme terms shared by hub and client terms pages: the
 * carrier-required disclosures, word for word the same everywhere.
 */
export interface SmsProgram {
  /** Programme name: the hub's name, or the client's programme. */
  programName: string;
  /** What subscribers receive. */
  messageTypes: string;
  joinKeyword?: string;
  supportEmail: string;
  supportPhone?: string;
}

export const CARRIER_LIABILITY = "Carriers are not liable for delayed or undelivered messages.";

export interface SmsTermItem {
  term: string;
  detail: string;
}

export function smsTerms(program: SmsProgram): SmsTermItem[] {
  const contact = program.supportPhone ? `${program.supportEmail} or ${program.supportPhone}` : program.supportEmail;
  return [
    { term: "Programme name", detail: program.programName },
    {
      term: "What you receive",
      detail: `${program.messageTypes}.${program.joinKeyword ? ` Text ${program.joinKeyword} to join.` : ""}`,
    },
    { term: "Message frequency", detail: "Message frequency varies." },
    { term: "Cost", detail: "Message and data rates may apply." },
    { term: "Help", detail: `Reply HELP for help, or contact ${contact}.` },
    { term: "Opt out", detail: "Reply STOP at any time to cancel. You will receive one confirmation message." },
    { term: "Carriers", detail: CARRIER_LIABILITY },
    { term: "Support", detail: contact },
  ];
}

/** Privacy promise that every hub and client page carries. */
export const SMS_PRIVACY_PROMISE =
  "Mobile numbers and SMS opt-in data are not shared with third parties for marketing purposes.";
