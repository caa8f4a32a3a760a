import type { HubId } from "@/lib/hubs/registry";
import type { VerticalId } from "@/lib/compliance/verticals";
import type { RuleId } from "@/lib/opt-in-check/types";

/**
 * The opt-in check's page: what a carrier reviewer looks for, rule by rule, and why. One section per rule of
 * the engine (its anchor is the rule's), so a report links each verdict to its explanation. PercyMD's copy
 * speaks to health practices; the other hubs share the retail copy.
 */

export interface OptInCheckCopy {
  title: string;
  description: string;
  intro: string;
  /** What the form offers first. */
  defaultVertical: VerticalId;
  placeholders: { url: string; brand: string; samples: [string, string] };
}

const RETAIL: OptInCheckCopy = {
  title: "Check your SMS opt-in page before carriers do",
  description:
    "Free opt-in checker: see your sign-up page, privacy policy and sample texts the way a carrier reviewer reads them, with a fix for every problem.",
  intro:
    "Most texting campaigns that carriers reject fail for the same few reasons: consent hidden in the terms, no \u201cMsg & data rates may apply\u201d, a privacy policy that lets numbers be shared. Enter your opt-in page, your brand and two sample messages, and see your page the way a reviewer reads it, before you register.",
  defaultVertical: "retail",
  placeholders: {
    url: "https://yourshop.com/text-club",
    brand: "Sunny Surf Shop",
    samples: [
      "Sunny Surf Shop: new boards just landed, and wax is 20% off this weekend. Reply STOP to opt out.",
      "Sunny Surf Shop: beach cleanup Saturday at 9am, coffee on us. Reply STOP to opt out.",
    ],
  },
};

const HEALTH: OptInCheckCopy = {
  title: "Check your patient sign-up before carriers do",
  description:
    "Free opt-in checker for dental, medical and veterinary practices: see your patient sign-up page and sample reminders the way a carrier reviewer reads them.",
  intro:
    "Practices lose weeks to rejected texting campaigns over a few lines on their sign-up page, or a reminder that says too much. Enter your patient sign-up page, your practice's name and two sample reminders, and see them the way a carrier reviewer does, including whether a text gives away a health detail.",
  defaultVertical: "dental",
  placeholders: {
    url: "https://yourpractice.com/text-reminders",
    brand: "Lakeside Family Dental",
    samples: [
      "Lakeside Family Dental: your appointment is Tuesday at 9:00am. Reply C to confirm, STOP to opt out.",
      "Lakeside Family Dental: you are due for your six-month checkup. Call us to book. Reply STOP to opt out.",
    ],
  },
};

export function optInCheckCopy(hubId: HubId): OptInCheckCopy {
  return hubId === "percymd" ? HEALTH : RETAIL;
}

/** What a reviewer reads, in groups, each rule with why it matters and what passes. */
export interface RuleExplanation {
  why: string;
  passes: string;
}

export const RULE_GROUPS: { heading: string; rules: RuleId[] }[] = [
  { heading: "The sign-up form", rules: ["consent-box", "disclosure-links"] },
  {
    heading: "The words beside the box",
    rules: [
      "disclosure-brand",
      "disclosure-purpose",
      "disclosure-frequency",
      "disclosure-rates",
      "disclosure-help-stop",
    ],
  },
  { heading: "Your privacy policy and terms", rules: ["privacy-sharing", "terms-sms"] },
  {
    heading: "Your sample messages",
    rules: [
      "samples-count",
      "samples-brand",
      "samples-opt-out",
      "samples-reply-words",
      "link-shorteners",
      "health-details",
    ],
  },
  { heading: "What you sell", rules: ["age-gate", "forbidden-content", "vertical-routes"] },
];

export const RULE_EXPLANATIONS: Record<RuleId, RuleExplanation> = {
  "consent-box": {
    why: "Carriers approve a campaign only when each person clearly chose to get texts. Reviewers look for a checkbox of its own beside the phone field, which the customer ticks. A box ticked in advance, consent folded into \u201cI accept the terms\u201d, or a line saying that sending the form means yes all read as consent the customer never gave.",
    passes: "An empty checkbox whose label is about texts and nothing else.",
  },
  "disclosure-links": {
    why: "Customers should be able to read the rules of the program before they agree, so the box sits next to links to your SMS terms and your privacy policy.",
    passes: "Both links inside the form, in or right beside the box's label.",
  },
  "disclosure-brand": {
    why: "The disclosure must say who will text, in the name the person knows and the name you register. A reviewer who cannot tie the texts to a business assumes the worst.",
    passes: "\u201c\u2026text messages from Sunny Surf Shop\u2026\u201d in the words beside the box.",
  },
  "disclosure-purpose": {
    why: "Consent covers what the person was told. A vague \u201cmessages\u201d leaves the reviewer unsure that your samples match what people agreed to.",
    passes: "What you send, in a few words: offers and new arrivals, order updates, appointment reminders.",
  },
  "disclosure-frequency": {
    why: "People agree to a rhythm as much as to a brand, and carriers want it stated before the sign-up.",
    passes: "\u201cMessage frequency varies.\u201d or a number, such as \u201cUp to 4 msgs/month.\u201d",
  },
  "disclosure-rates": {
    why: "Texts may cost the customer under their phone plan. Reviewers look for the standard phrase at the point of sign-up.",
    passes: "\u201cMsg & data rates may apply.\u201d beside the box.",
  },
  "disclosure-help-stop": {
    why: "Every program must respond to HELP and honor STOP, and people must be told so before they join, not only in the first text.",
    passes: "\u201cReply HELP for help, STOP to cancel.\u201d beside the box.",
  },
  "privacy-sharing": {
    why: "This is the most common reason for a rejection. Carriers require your privacy policy to say that mobile numbers and opt-in data are not shared with third parties or affiliates for marketing, and to say nothing elsewhere that shares them. A general \u201cwe may share your information with partners\u201d is read as including phone numbers unless the policy carves them out.",
    passes:
      "\u201cMobile numbers and opt-in data are never shared with third parties or affiliates for marketing purposes.\u201d and no sentence that shares them.",
  },
  "terms-sms": {
    why: "Your terms need a short section on the texting program, which the reviewer opens from your form.",
    passes:
      "The program's name, what you send and how often, \u201cMsg & data rates may apply\u201d, HELP and STOP, and that carriers are not liable for delayed or undelivered messages.",
  },
  "samples-count": {
    why: "Registration asks for sample messages, and reviewers compare them with your page and your business.",
    passes: "At least two texts, written exactly as you will send them.",
  },
  "samples-brand": {
    why: "A text should say who is texting before anything else; one without the brand looks like a message from a stranger.",
    passes: "Every sample opens with the brand name: \u201cSunny Surf Shop: \u2026\u201d",
  },
  "samples-opt-out": {
    why: "Reviewers want to see that people are reminded how to leave.",
    passes: "At least one sample, and best every first text, ends with \u201cReply STOP to opt out.\u201d",
  },
  "samples-reply-words": {
    why: "Under the FCC's rule, a reply holding STOP, CANCEL, END, QUIT or UNSUBSCRIBE ends consent wherever the word stands, and carriers reserve HELP, INFO, START and YES. An appointment reminder that asks for CANCEL to call off a visit unsubscribes whoever answers it.",
    passes: "Replies that are not keywords: \u201cReply C to confirm\u201d, \u201cReply 1\u201d.",
  },
  "link-shorteners": {
    why: "Public shorteners such as bit.ly or tinyurl hide where a link goes, spammers use them, and carriers filter texts that carry them.",
    passes: "A full link on your own domain, or a short link on a domain you own.",
  },
  "health-details": {
    why: "For medical, dental and veterinary practices: anyone who holds the phone can read a text. A diagnosis, a result, a medicine or a procedure does not belong in one.",
    passes: "The appointment's time and place, and a phone number or portal link for the rest.",
  },
  "age-gate": {
    why: "Alcohol, tobacco and firearms programs are for adults only. Carriers ask for a full date of birth (day, month and year) before anyone can join, and the page must say 21+. A box saying \u201cI am over 21\u201d or a year of birth alone is not enough.",
    passes: "A date-of-birth field with day, month and year, and \u201cYou must be 21 or older\u201d on the page.",
  },
  "forbidden-content": {
    why: "Some products cannot be texted on any route, with or without an age gate: cannabis, CBD, vaping and e-cigarettes, kratom, psychedelics and payday loans. A mention on the page or in a sample is enough for a refusal.",
    passes: "None of them on the page or in the samples.",
  },
  "vertical-routes": {
    why: "Not every kind of business can text on every kind of number. Vaping, CBD, cannabis and kratom are refused everywhere. Tobacco and firearms go on local 10DLC numbers behind a 21+ gate, and toll-free numbers refuse them whatever the gate. Alcohol goes on both behind the gate.",
    passes: "A business carriers take, on a kind of number that carries it.",
  },
};

/** How the check reads a page, point by point. */
export const HOW_IT_WORKS = [
  {
    title: "Read the way a reviewer reads",
    text: "The HTML as your server sends it, without running its scripts. Give the page's address and we also read the privacy policy and terms its form links to, on the same site.",
  },
  {
    title: "Pass, fail or can't tell",
    text: "Every fail comes with the fix in a sentence. We say can't tell, never fail, when we could not see what a rule needs, such as a privacy policy that would not load.",
  },
  {
    title: "Your report, for 30 days",
    text: "It has its own address, to share or print, and holds what you entered and the verdicts, nothing else.",
  },
] as const;
