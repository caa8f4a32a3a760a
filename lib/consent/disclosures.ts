// Relative with extension: the backend cores (also run under Deno) rebuild consent text from here.
import type { Hub } from "../hubs/registry.ts";
import type { Channel } from "../types/backend.ts";

/**
 * The consent disclosures shown beside the contact form's opt-in checkboxes
 * One module renders them (the form) and
 * records them (the server), so the stored text is, character for character,
 * the text on the screen: `disclosureText()` equals the rendered textContent.
 *
 * A published version is never edited: change the wording by adding a new
 * version and pointing CURRENT_CONSENT_VERSION at it, so that pages loaded
 * before a deploy still record what they showed.
 */
export type DisclosureSegment = string | { text: string; href: "/terms" | "/privacy" };

type Template = (hub: Hub) => DisclosureSegment[];

const SMS_2026_11: Template = (hub) => [
  `By checking this box, I agree to receive automated text messages from ${hub.name} about my inquiry and ` +
    `${hub.name}'s products and services at the phone number I provided. Message frequency varies. ` +
    "Msg & data rates may apply. Reply STOP to cancel. Reply HELP for help. " +
    "Consent is not a condition of purchase. " +
    (hub.health ? "Please do not reply with patient health information. " : "") +
    "See our ",
  { text: "Terms of Service", href: "/terms" },
  " and ",
  { text: "Privacy Policy", href: "/privacy" },
  ".",
];

const EMAIL_2026_11: Template = (hub) => [
  `Yes, send me emails from ${hub.name} with product news and tips. You can unsubscribe at any time.`,
];

const VERSIONS: Record<string, Record<Channel, Template>> = {
  "2026-11-01": { sms: SMS_2026_11, email: EMAIL_2026_11 },
};

/** The version the form shows today; it is sent with the submission. */
export const CURRENT_CONSENT_VERSION = "2026-11-01";

export function isConsentVersion(version: unknown): version is string {
  return typeof version === "string" && Object.hasOwn(VERSIONS, version);
}

export function disclosureSegments(hub: Hub, channel: Channel, version = CURRENT_CONSENT_VERSION): DisclosureSegment[] {
  const templates = VERSIONS[version];
  if (!templates) throw new Error(`Unknown consent version ${version}`);
  return templates[channel](hub);
}

/** The plain text exactly as displayed (links contribute their visible text). */
export function disclosureText(hub: Hub, channel: Channel, version = CURRENT_CONSENT_VERSION): string {
  return disclosureSegments(hub, channel, version)
    .map((s) => (typeof s === "string" ? s : s.text))
    .join("");
}
