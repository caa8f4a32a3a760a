/**
 * SMS program terms shared by hub and client terms pages: the
 * carrier-required disclosures, word for word the same everywhere.
 */
export interface SmsProgram {
  /** Program name: the hub's name, or the client's program. */
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
    { term: "Program name", detail: program.programName },
    {
      term: "What you receive",
      detail: `${program.messageTypes}.${program.joinKeyword ? ` Text ${program.joinKeyword} to join.` : ""}`,
    },
    { term: "Message frequency", detail: "Message frequency varies." },
    { term: "Cost", detail: "Message and data rates may apply." },
    { term: "Help", detail: `Reply HELP for help, or contact ${contact}.` },
    {
      term: "Opt out",
      detail: "Reply STOP to cancel at any time. You will receive one confirmation message and nothing after it.",
    },
    { term: "Carriers", detail: CARRIER_LIABILITY },
    { term: "Support", detail: contact },
  ];
}

/** Privacy promise that every hub and client page carries. */
export const SMS_PRIVACY_PROMISE =
  "Mobile numbers and SMS opt-in data are not shared with third parties for marketing purposes.";

/** What the privacy page says about the speed measurements of the public pages. */
export function fieldVitalsPrivacy(retentionDays: number): string[] {
  return [
    "To see how fast our pages are for the people who visit them, your browser measures, after the page has loaded, " +
      "how long it took to show its first content and its largest element, how long the server took to answer, " +
      "how much the layout moved, and how quickly the page answered your taps and clicks (LCP, FCP, TTFB, CLS and " +
      'INP). When you leave or hide the page it sends us these numbers with the kind of page (such as "/pricing", ' +
      'never the full address or what follows a "?"), the brand site, whether the screen is phone-sized or larger, ' +
      'and the connection speed class your browser reports (such as "4g"), if it reports one.',
    "Nothing in it identifies you: we store no IP address, no cookie and no browser name with it, and the random " +
      "number that ties one page view's measurements together is drawn when the page loads and forgotten when you " +
      `leave it. We use the measurements only to improve our pages and delete them after ${retentionDays} days.`,
  ];
}
