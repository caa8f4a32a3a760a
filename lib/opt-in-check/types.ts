import type { VerticalId } from "../compliance/verticals.ts";

/**
 * What the carrier-review rules read: a business's opt-in page as a reviewer sees it, its sample messages and
 * the texts of its privacy policy and SMS terms. The public check reads it off HTML; the campaign brief builds it
 * from a program. Plain data, safe for the browser.
 */

/** What was read off the opt-in page. */
export interface PageReading {
  /** A form (or a block) with a phone field or a box about texts was found. */
  optInForm: boolean;
  /** No sign-up form, but an age gate (a date-of-birth form): the form is behind it, out of this HTML's sight. */
  ageGateFirst: boolean;
  /** The checkbox that asks for consent to texts, as written; null when there is none. */
  consentBox: { prechecked: boolean; bundled: boolean } | null;
  /** The words by the form: everything written inside it, the box's label included. */
  disclosure: string;
  /** Where the form's links to the terms and the privacy policy point (as written), or null; the page's without a form. */
  links: { terms: string | null; privacy: string | null };
  /** A full date of birth (day, month and year), a year only, or nothing asked. */
  dateOfBirth: "full" | "partial" | "none";
  /** Every minimum age the page states ("21+", "21 or older"). */
  statedAges: number[];
  /** The page says texts come from a toll-free number. */
  tollFree: boolean;
  /** All visible text of the page. */
  text: string;
}

/** A linked page's text, or why it could not be read. */
export type LinkedText = { text: string } | { text: null; reason: string };

export interface OptInSubmission {
  brand: string;
  vertical: VerticalId;
  samples: string[];
  page: PageReading;
  privacy: LinkedText;
  terms: LinkedText;
}

export const RULE_IDS = [
  "consent-box",
  "disclosure-brand",
  "disclosure-purpose",
  "disclosure-frequency",
  "disclosure-rates",
  "disclosure-help-stop",
  "disclosure-links",
  "privacy-sharing",
  "terms-sms",
  "age-gate",
  "samples-count",
  "samples-brand",
  "samples-opt-out",
  "samples-reply-words",
  "link-shorteners",
  "forbidden-content",
  "health-details",
  "vertical-routes",
] as const;

export type RuleId = (typeof RULE_IDS)[number];
export type CheckStatus = "pass" | "fail" | "unknown";

export interface Check {
  rule: RuleId;
  status: CheckStatus;
  message: string;
  /** What to change, in a sentence a shop owner understands; on a fail only. */
  fix?: string;
  /** The rule's anchor on the check's page, e.g. "rule-consent-box". */
  anchor: string;
}

/** A report's id: 128 random bits, URL-safe base64. */
export const REPORT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function isReportId(value: unknown): value is string {
  return typeof value === "string" && REPORT_ID_PATTERN.test(value);
}

export function ruleAnchor(rule: RuleId): string {
  return `rule-${rule}`;
}

export function isRuleId(value: unknown): value is RuleId {
  return typeof value === "string" && (RULE_IDS as readonly string[]).includes(value);
}
