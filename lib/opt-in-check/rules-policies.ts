import {
  CARRIERS_NOT_LIABLE,
  FREQUENCY,
  hasHelpKeyword,
  hasStopKeyword,
  normalized,
  RATES,
  sentences,
} from "./patterns.ts";
import type { OptInSubmission } from "./types.ts";
import { fail, listed, pass, quoted, unknown, type Verdict } from "./verdict.ts";

/** The rules a reviewer applies to the privacy policy and the SMS terms the form links to. */

/** What carriers mean by "mobile information": the number, and the opt-in data and consent behind it. */
const MOBILE_DATA =
  /\b(?:mobile|phone|cell(?:ular)?)(?:\s+phone)?\s+(?:numbers?|information|info|data)\b|\bopt[\s-]?in\s+(?:data|information)\b|\b(?:sms|text(?:\s+messag(?:e|ing))?)\s+(?:originator\s+)?(?:opt[\s-]?in|consent|data|information)\b/i;
const SHARES =
  /\b(?:shar(?:e|ed|es|ing)|sold|sell(?:s|ing)?|rent(?:s|ed|ing)?|disclos\w*|transferr?\w*|provid(?:e|ed)\s+to)\b/i;
const OTHERS = /\b(?:third[\s-]part(?:y|ies)|affiliates?|partners?|anyone|other\s+(?:companies|parties|businesses))\b/i;
const SELLS = /\b(?:sold|sell(?:s|ing)?|rent(?:s|ed|ing)?)\b/i;
const NEGATION =
  /\b(?:not|never|no|none|won't|will\s+not|don't|do\s+not|does\s+not|cannot|neither|nor|exclud\w*)\b|n't\b/i;

const PROMISE =
  "Mobile numbers and opt-in data are never shared with third parties or affiliates for marketing purposes.";

export function privacySharing({ privacy }: OptInSubmission): Verdict {
  if (privacy.text === null) return unknown(`We could not read your privacy policy: ${privacy.reason}`);
  const about = sentences(privacy.text).filter((s) => MOBILE_DATA.test(s) && SHARES.test(s));
  const sharing = about.filter((s) => !NEGATION.test(s) && (OTHERS.test(s) || SELLS.test(s)));
  if (sharing.length > 0)
    return fail(
      `Your privacy policy says mobile information is shared: ${quoted(sharing[0], 140)}`,
      `Take that out, and say instead: "${PROMISE}"`,
    );
  if (!about.some((s) => NEGATION.test(s) && OTHERS.test(s)))
    return fail(
      "Your privacy policy does not say that mobile numbers and opt-in data stay with you.",
      `Add this sentence to your privacy policy: "${PROMISE}"`,
    );
  return pass("Your privacy policy says mobile numbers and opt-in data are not shared for marketing.");
}

export function termsSms({ terms, brand }: OptInSubmission): Verdict {
  if (terms.text === null) return unknown(`We could not read your SMS terms: ${terms.reason}`);
  const text = terms.text;
  const missing = [
    normalized(text).includes(normalized(brand)) ? null : "the brand or program name",
    FREQUENCY.test(text) ? null : "how often texts come",
    RATES.test(text) ? null : '"Msg & data rates may apply"',
    hasHelpKeyword(text) ? null : "how to get help (reply HELP)",
    hasStopKeyword(text) ? null : "how to opt out (reply STOP)",
    CARRIERS_NOT_LIABLE.test(text) ? null : "that carriers are not liable for delayed or undelivered messages",
  ].filter((m): m is string => m !== null);
  if (missing.length === 0) return pass("Your terms carry the program's SMS terms.");
  return fail(
    `Your terms leave out ${listed(missing)}.`,
    'Add an SMS section to your terms: the program\'s name, what you send and how often, "Msg & data rates may apply", reply HELP for help, reply STOP to cancel, and that carriers are not liable for delayed or undelivered messages.',
  );
}
