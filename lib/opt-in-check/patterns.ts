/**
 * The wordings a carrier reviewer looks for, as patterns the rules share. Each accepts the common ways a business
 * writes the same thing ("Msg & data rates may apply", "Message and data rates may apply").
 */

/** "Msg & data rates may apply." */
export const RATES = /\b(?:msg|message)s?\s*(?:&|&amp;|and)\s*data\s+rates\s+(?:may|will)\s+apply\b/i;

/** How often texts come: "Message frequency varies", "Up to 4 msgs/mo", "2 texts per week", "weekly alerts". */
export const FREQUENCY = new RegExp(
  [
    String.raw`\bfrequency\s+(?:varies|may\s+vary)\b`,
    String.raw`\bup\s+to\s+\d+\s*(?:msgs?|messages?|texts?|alerts?)\b`,
    String.raw`\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:msgs?|messages?|texts?|alerts?)\s*(?:\/|per|a|an|each)\s*(?:day|week|wk|month|mo|year)\b`,
    String.raw`\b(?:daily|weekly|monthly)\s+(?:msgs?|messages?|texts?|alerts?|updates?|reminders?)\b`,
    String.raw`\bone[\s-]time\s+(?:msg|message|text)\b`,
  ].join("|"),
  "i",
);

/** The kind of messages: offers, alerts, reminders, updates… */
export const MESSAGE_KINDS =
  /\b(?:promotion(?:s|al)?|marketing|offers?|deals?|specials?|sales?|discounts?|coupons?|alerts?|reminders?|appointments?|updates?|notifications?|news(?:letters?)?|events?|orders?|shipping|deliver(?:y|ies)|account|reservations?|wait\s?list|releases?|announcements?|invitations?|confirmations?|reports?|inquir(?:y|ies)|products?\s+and\s+services|recalls?|tips|arrivals|restock)\b/i;

/** HELP and STOP as keywords: in capitals, or after "reply" or "text" ("we help you" is not the keyword). */
export function hasHelpKeyword(text: string): boolean {
  return /\bHELP\b/.test(text) || /\b(?:reply|text|send)\s+["“']?help\b/i.test(text);
}
export function hasStopKeyword(text: string): boolean {
  return /\bSTOP\b/.test(text) || /\b(?:reply|text|send)\s+["“']?stop\b/i.test(text);
}

/** How to opt out, in a sample: "Reply STOP to opt out", "Text END to quit", "unsubscribe". */
export const SAMPLE_OPT_OUT =
  /\b(?:reply|text|send)\s+["“']?(?:stop|end|quit|cancel|unsubscribe|stopall)\b|\bSTOP\b|\bopt[\s-]?out\b|\bunsubscribe\b/i;

/** "Carriers are not liable for delayed or undelivered messages." */
export const CARRIERS_NOT_LIABLE = /\bcarriers?\b[^.]{0,40}\bnot\s+(?:be\s+)?(?:liable|responsible)\b/i;

/** Public link shorteners: reviewers refuse them, since anyone can point one anywhere. */
export const SHORTENER_DOMAINS = [
  "bit.ly",
  "bitly.com",
  "tinyurl.com",
  "goo.gl",
  "ow.ly",
  "t.co",
  "is.gd",
  "v.gd",
  "buff.ly",
  "rebrand.ly",
  "cutt.ly",
  "shorturl.at",
  "tiny.cc",
  "rb.gy",
  "t.ly",
  "s.id",
  "lnkd.in",
  "tr.im",
  "bl.ink",
  "short.gy",
  "urlz.fr",
  "surl.li",
  "clck.ru",
  "qrco.de",
  "amzn.to",
  "fb.me",
  "ift.tt",
  "dlvr.it",
  "soo.gd",
  "adf.ly",
  "shorte.st",
  "x.co",
] as const;

const SHORTENER = new RegExp(
  `(?<![\\w.-])(?:https?://)?(?:www\\.)?(${SHORTENER_DOMAINS.map((d) => d.replace(/\./g, "\\.")).join("|")})(?=/|\\b)(?![.-]\\w)`,
  "i",
);

/** The shortener a text links through, or null. */
export function shortenerIn(text: string): string | null {
  return SHORTENER.exec(text)?.[1]?.toLowerCase() ?? null;
}

/**
 * What a text must not reveal about a patient (or a pet): a diagnosis, a result, a condition, a medicine or a
 * procedure. Appointments, recalls and checkups are fine.
 */
const HEALTH_DETAIL = new RegExp(
  [
    String.raw`diagnos\w*`,
    String.raw`(?:test|lab|blood|urine|biopsy|x-?ray|mri|scan|screening|pathology)\s+(?:work|tests?|results?|reports?)`,
    String.raw`results?\s+(?:are|is)\s+(?:in|ready|back|available|positive|negative)`,
    String.raw`tested\s+(?:positive|negative)`,
    String.raw`(?:positive|negative)\s+for`,
    String.raw`prescriptions?`,
    String.raw`refills?`,
    String.raw`medications?`,
    String.raw`dosage`,
    String.raw`\d+\s?mg`,
    String.raw`biopsy`,
    String.raw`hiv`,
    String.raw`std`,
    String.raw`sti`,
    String.raw`pregnan\w*`,
    String.raw`cancer`,
    String.raw`tumou?rs?`,
    String.raw`diabet\w*`,
    String.raw`depression`,
    String.raw`anxiety`,
    String.raw`bipolar`,
    String.raw`adhd`,
    String.raw`hypertension`,
    String.raw`cholesterol`,
    String.raw`infections?`,
    String.raw`covid(?:-19)?`,
    String.raw`chemo\w*`,
    String.raw`surgery`,
    String.raw`treatment\s+plan`,
    String.raw`therapy`,
    String.raw`cavit(?:y|ies)`,
    String.raw`root\s+canal`,
    String.raw`periodont\w*`,
    String.raw`gum\s+disease`,
    String.raw`extraction`,
  ].join("|"),
  "i",
);
const HEALTH_DETAIL_WORD = new RegExp(`\\b(?:${HEALTH_DETAIL.source})\\b`, "i");

/** The first health detail a text gives away, as written, or null. */
export function healthDetailIn(text: string): string | null {
  return HEALTH_DETAIL_WORD.exec(text)?.[0] ?? null;
}

/** A US toll-free number (800, 833, 844, 855, 866, 877, 888). */
export const TOLL_FREE_NUMBER = /(?<!\d)(?:\+?1[\s.-]?)?\(?8(?:00|33|44|55|66|77|88)\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/;

/** Ages a page states as a minimum: "21+", "21 or older", "over 21", "at least 21", "21 and over". */
const STATED_AGE =
  /\b(\d{2})\s*\+|\b(\d{2})\s+(?:years\s+)?(?:of\s+age\s+)?(?:or|and)\s+(?:older|over|up)\b|\b(?:over|at\s+least|aged?)\s+(?:the\s+age\s+of\s+)?(\d{2})\b/gi;

export function statedAges(text: string): number[] {
  const ages = new Set<number>();
  for (const m of text.matchAll(STATED_AGE)) {
    const age = Number(m[1] ?? m[2] ?? m[3]);
    if (age >= 13 && age <= 25) ages.add(age);
  }
  return [...ages].sort((a, b) => a - b);
}

/** One way of writing a word apart (quotes, spaces, case). */
export function normalized(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Sentences, split on . ! ? followed by a space or the end. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
