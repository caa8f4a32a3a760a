import { VERTICALS } from "../compliance/verticals.ts";
import { FREQUENCY, hasHelpKeyword, hasStopKeyword, MESSAGE_KINDS, normalized, RATES } from "./patterns.ts";
import type { OptInSubmission } from "./types.ts";
import { fail, listed, pass, unknown, type Verdict } from "./verdict.ts";

/** The rules a reviewer applies to the opt-in page itself: the box, the words beside it, the age gate. */

const NO_FORM = "We found no opt-in form on the page: no phone field and no box about text messages.";
const ADD_FORM =
  "Put the sign-up form on the page you registered: a mobile number field, an unticked box about texts, and the disclosure beside it.";
const BEHIND_GATE =
  "The page opens with an age gate, and the sign-up form behind it is not in this HTML, so we could not check it. Reviewers pass the gate and read the form: it must meet this rule too.";

/** Without a form to read: a fail, or unknown when an age gate stands in front of it. */
function noForm(s: OptInSubmission): Verdict {
  return s.page.ageGateFirst ? unknown(BEHIND_GATE) : fail(NO_FORM, ADD_FORM);
}

export function consentBox(s: OptInSubmission): Verdict {
  const { page } = s;
  if (!page.optInForm) return noForm(s);
  const box = page.consentBox;
  if (!box)
    return fail(
      "The form has no box of its own for consent to texts: agreeing is buried in the form or the terms.",
      "Add a checkbox, unticked, whose label says the customer agrees to receive text messages, separate from any box that accepts your terms.",
    );
  if (box.prechecked)
    return fail(
      "The box for texts is ticked before the customer touches it.",
      "Leave the box empty when the page loads: consent counts only when the customer ticks it.",
    );
  if (box.bundled)
    return fail(
      "The box for texts also accepts your terms or privacy policy, so consent to texts is not given on its own.",
      "Give texts a box of their own; accepting the terms can be a separate box or a link.",
    );
  return pass("A separate, unticked box asks for consent to texts.");
}

/** Each part of the disclosure beside the form, checked alone so a fix names the one missing part. */
function disclosureRule(
  has: (disclosure: string, s: OptInSubmission) => boolean,
  passed: string,
  missing: string,
  fix: (s: OptInSubmission) => string,
) {
  return (s: OptInSubmission): Verdict => {
    if (!s.page.optInForm) return noForm(s);
    return has(s.page.disclosure, s) ? pass(passed) : fail(missing, fix(s));
  };
}

export const disclosureBrand = disclosureRule(
  (d, s) => normalized(d).includes(normalized(s.brand)),
  "The words by the form name the brand.",
  "The words by the form do not name the brand the texts come from.",
  (s) => `Name your brand in the disclosure beside the box: "…text messages from ${s.brand}…".`,
);

export const disclosurePurpose = disclosureRule(
  (d) => MESSAGE_KINDS.test(d),
  "The words by the form say what kind of messages to expect.",
  "The words by the form do not say what the texts are about.",
  () => 'Say what you will send, for example "offers and new arrivals" or "appointment reminders".',
);

export const disclosureFrequency = disclosureRule(
  (d) => FREQUENCY.test(d),
  "The words by the form say how often texts come.",
  "The words by the form do not say how often texts come.",
  () => 'Add how often you text: "Message frequency varies." or "Up to 4 msgs/month."',
);

export const disclosureRates = disclosureRule(
  (d) => RATES.test(d),
  'The words by the form say "Msg & data rates may apply".',
  'The words by the form do not say "Msg & data rates may apply".',
  () => 'Add the sentence "Msg & data rates may apply." beside the box.',
);

export const disclosureHelpStop = disclosureRule(
  (d) => hasHelpKeyword(d) && hasStopKeyword(d),
  "The words by the form tell customers to reply HELP for help and STOP to cancel.",
  "The words by the form do not tell customers how to get help (HELP) and how to stop (STOP).",
  () => 'Add "Reply HELP for help, STOP to cancel." beside the box.',
);

export function disclosureLinks(s: OptInSubmission): Verdict {
  const { page } = s;
  if (!page.optInForm) return noForm(s);
  const missing = [
    page.links.terms ? null : "your SMS terms",
    page.links.privacy ? null : "your privacy policy",
  ].filter((x): x is string => x !== null);
  if (missing.length === 0) return pass("The form links to the SMS terms and the privacy policy.");
  return fail(
    `The form does not link to ${listed(missing)}.`,
    `Link to ${listed(missing)} in the disclosure beside the box, so customers can read them before they agree.`,
  );
}

export function ageGate({ vertical, page }: OptInSubmission): Verdict {
  const rule = VERTICALS[vertical];
  const age = rule.minimumAge;
  if (age === null) return pass(`${rule.label} is not age-restricted: no date-of-birth gate is needed.`);
  const noDate = page.dateOfBirth !== "full";
  const noAge = !page.statedAges.some((a) => a >= age);
  if (!noDate && !noAge) return pass(`The page asks for a full date of birth and says ${age}+.`);
  const asked =
    page.dateOfBirth === "partial" ? "asks for the year of birth only" : "does not ask for a full date of birth";
  const gap = noDate && noAge ? `${asked} and does not say ${age}+` : noDate ? asked : `does not say ${age}+`;
  const fixes = [
    noDate ? "Ask for the full date of birth (day, month and year) before the sign-up" : null,
    noAge ? `say on the page that customers must be ${age} or older` : null,
  ].filter((f): f is string => f !== null);
  const fix = fixes.join(", and ");
  return fail(
    `${rule.label} is age-restricted (${age}+), and the page ${gap}.`,
    `${fix.charAt(0).toUpperCase()}${fix.slice(1)}.`,
  );
}

export function verticalRoutes({ vertical, page }: OptInSubmission): Verdict {
  const rule = VERTICALS[vertical];
  if (rule.forbidden)
    return fail(
      rule.routeNote,
      "No wording fixes this: carriers refuse the category itself. Text only about what they take, under a business that sells it.",
    );
  if (rule.routes.tollFree === "refused" && page.tollFree)
    return fail(
      `The page says texts come from a toll-free number. ${rule.routeNote}`,
      "Register a local 10DLC number for this program and put it on the page instead of the toll-free one.",
    );
  return pass(rule.routeNote);
}
