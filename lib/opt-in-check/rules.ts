import {
  ageGate,
  consentBox,
  disclosureBrand,
  disclosureFrequency,
  disclosureHelpStop,
  disclosureLinks,
  disclosurePurpose,
  disclosureRates,
  verticalRoutes,
} from "./rules-page.ts";
import { privacySharing, termsSms } from "./rules-policies.ts";
import {
  forbiddenContentRule,
  healthDetails,
  linkShorteners,
  samplesBrand,
  samplesCount,
  samplesOptOut,
  samplesReplyWords,
} from "./rules-samples.ts";
import { ruleAnchor, RULE_IDS, type Check, type OptInSubmission, type RuleId } from "./types.ts";
import type { Verdict } from "./verdict.ts";

/**
 * The carrier reviewer's rules, one engine for the public opt-in check and the campaign brief: each rule reads
 * the same normalized submission and answers pass, fail (with the fix) or unknown (it could not see what it
 * needs, such as a privacy policy that would not load). Pure: no I/O, safe for the browser and for Deno.
 */
export const RULES: Record<RuleId, { title: string; run: (s: OptInSubmission) => Verdict }> = {
  "consent-box": { title: "A separate consent box, not ticked", run: consentBox },
  "disclosure-brand": { title: "The disclosure names the brand", run: disclosureBrand },
  "disclosure-purpose": { title: "The disclosure says what you will text", run: disclosurePurpose },
  "disclosure-frequency": { title: "The disclosure says how often", run: disclosureFrequency },
  "disclosure-rates": { title: '"Msg & data rates may apply"', run: disclosureRates },
  "disclosure-help-stop": { title: "HELP and STOP by the form", run: disclosureHelpStop },
  "disclosure-links": { title: "Links to the terms and the privacy policy", run: disclosureLinks },
  "privacy-sharing": { title: "A privacy policy that keeps numbers private", run: privacySharing },
  "terms-sms": { title: "SMS terms in your terms", run: termsSms },
  "age-gate": { title: "A date-of-birth gate for age-restricted products", run: ageGate },
  "samples-count": { title: "At least two sample messages", run: samplesCount },
  "samples-brand": { title: "Every sample names the brand", run: samplesBrand },
  "samples-opt-out": { title: "A sample shows how to opt out", run: samplesOptOut },
  "samples-reply-words": { title: "Reply words that mean what they say", run: samplesReplyWords },
  "link-shorteners": { title: "No public link shorteners", run: linkShorteners },
  "forbidden-content": { title: "Nothing carriers refuse", run: forbiddenContentRule },
  "health-details": { title: "No health details in a text", run: healthDetails },
  "vertical-routes": { title: "A route that carries your business", run: verticalRoutes },
};

/** Every rule's verdict on a submission, in the order the report shows them. */
export function runChecks(submission: OptInSubmission): Check[] {
  return RULE_IDS.map((rule) => ({ rule, anchor: ruleAnchor(rule), ...RULES[rule].run(submission) }));
}

/** The failures alone. */
export function failedChecks(checks: readonly Check[]): Check[] {
  return checks.filter((c) => c.status === "fail");
}
