/**
 * How the engine reads a texted reply, in one place: what ends a subscription, what asks for help, what
 * resumes one. The inbound handlers, the program form's sample check and the pages' copy test all read it.
 *
 * - CTIA keywords: the whole reply is STOP (and its synonyms), HELP or INFO, START, UNSTOP or YES.
 * - The FCC's revocation rule (47 CFR 64.1200(a)(10)): stop, quit, end, revoke, opt out, cancel or unsubscribe
 *   as a word anywhere in the reply revokes consent ("nonstop" is not "stop"), and so does any other
 *   reasonable wording: the plain requests below.
 * - Spanish, as Twilio requires of Spanish programs: ALTO, PARAR, BASTA, CANCELAR, "no más"; AYUDA for help.
 * Opting out wins over everything else in the same reply. Plain data and pure functions, safe for Deno.
 */

export type ReplyIntent = "opt-out" | "opt-in" | "help" | "other";

/** Why a reply was read as it was; the ledger and the staff thread show it. */
export type ReplyRule = "ctia-keyword" | "fcc-revocation-word" | "plain-request" | "spanish" | "none";

export interface ReplyReading {
  intent: ReplyIntent;
  rule: ReplyRule;
  /** The words that decided it, as they stand in the reply; null for "other". */
  matched: string | null;
}

/** The whole reply is one of these (any case, spaces and a closing . or ! ignored). */
export const CTIA_KEYWORDS = {
  "opt-out": ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT", "OPT OUT"],
  "opt-in": ["START", "UNSTOP", "YES"],
  help: ["HELP", "INFO"],
} as const;

/** Anywhere in the reply, as a whole word: revokes consent. */
export const FCC_REVOCATION_WORDS = [
  "stop",
  "quit",
  "end",
  "revoke",
  "opt out",
  "opt-out",
  "optout",
  "cancel",
  "unsubscribe",
] as const;

/** Plain requests to stop, anywhere in the reply. */
export const PLAIN_OPT_OUT_PHRASES = [
  /\b(?:take|get|drop|delete|erase)\s+(?:me|my\s+(?:number|phone|cell))\s+off\b/i,
  /\bremove\s+(?:me|my\s+(?:number|phone|cell))\b/i,
  /\b(?:do\s+not|don'?t|dont|never)\s+(?:text|message|msg|sms|contact|call)\s+(?:me|this\s+number)\b/i,
  /\bno\s+more\s+(?:texts?|messages?|msgs?|sms|alerts?)\b/i,
  /\bleave\s+me\s+alone\b/i,
  /\b(?:not|no\s+longer)\s+interested\b/i,
  /\bwrong\s+number\b/i,
  /\blose\s+my\s+number\b/i,
] as const;

/** Spanish words to stop; "no más" with or without its accent. */
export const SPANISH_OPT_OUT_WORDS = ["alto", "parar", "basta", "cancelar", "no más", "no mas"] as const;
export const SPANISH_HELP_WORDS = ["ayuda"] as const;

const squeeze = (text: string) =>
  text
    .trim()
    .replace(/[.!]+$/, "")
    .replace(/\s+/g, " ")
    .toUpperCase();

/** Whole words, any case; `join` is what may stand between the words of a phrase. */
const anyWord = (words: readonly string[], join: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map((w) => w.replace(/[ -]/g, join)).join("|")})(?![\\p{L}\\p{N}])`, "iu");

// "opt out", "opt-out" and "optout" alike; "no más" only as two words ("nomás" is Mexican Spanish for "just").
const FCC_WORD = anyWord(FCC_REVOCATION_WORDS, "[\\s-]?");
const SPANISH_OPT_OUT = anyWord(SPANISH_OPT_OUT_WORDS, "\\s+");

/** How the engine reads a reply. */
export function readReply(body: string): ReplyReading {
  const whole = squeeze(body);
  for (const intent of ["opt-out", "help", "opt-in"] as const) {
    if ((CTIA_KEYWORDS[intent] as readonly string[]).includes(whole))
      return { intent, rule: "ctia-keyword", matched: body.trim() };
  }
  const fcc = FCC_WORD.exec(body);
  if (fcc) return { intent: "opt-out", rule: "fcc-revocation-word", matched: fcc[0] };
  for (const phrase of PLAIN_OPT_OUT_PHRASES) {
    const plain = phrase.exec(body);
    if (plain) return { intent: "opt-out", rule: "plain-request", matched: plain[0] };
  }
  const spanish = SPANISH_OPT_OUT.exec(body);
  if (spanish) return { intent: "opt-out", rule: "spanish", matched: spanish[0] };
  if ((SPANISH_HELP_WORDS as readonly string[]).includes(whole.toLowerCase()))
    return { intent: "help", rule: "spanish", matched: body.trim() };
  return { intent: "other", rule: "none", matched: null };
}

/** What a sentence asking for a reply word may use it for, by what the engine reads that word as. */
const PURPOSES: Record<Exclude<ReplyIntent, "other">, RegExp> = {
  "opt-out":
    /^(?:at\s+any\s*time\s+|anytime\s+)?(?:to\s+)?(?:(?:stop|cancel|end|quit|opt\s*-?\s*out|unsubscribe)(?:\s+(?:texts?|messages?|msgs|alerts?|all|these(?:\s+\w+)?|them|at\s+any\s*time|anytime|receiving\b.*|getting\b.*|from\b.*|the\s+(?:list|program|club|texts?|messages?|alerts?)))?|opt\s*-?\s*out\b.*|unsubscribe\b.*|stop\s+(?:receiving|getting)\b.*|no\s+more\b.*)$/i,
  help: /^(?:(?:to\s+get\s+|to\s+|for\s+)(?:help|info|more\s+info))?$/i,
  "opt-in":
    /^(?:to\s+)?(?:the\s+confirmation\s+(?:text|message)\b.*|join\b.*|rejoin\b.*|subscribe\b.*|resubscribe\b.*|opt\s*-?\s*in\b.*|sign\s+up\b.*|start\s+(?:texts|messages|alerts)\b.*|keep\s+getting\b.*|confirm(?:\s+.*\b(?:texts?|alerts?|messages?|list|club|program|subscription|membership|sign-?up|opt-?in)\b.*)?|get\s+(?:texts|alerts|messages)\b.*)?$/i,
};

export interface ReplyWordProblem {
  /** The instruction as written, e.g. "Reply CANCEL to cancel your appointment". */
  instruction: string;
  word: string;
  /** What the engine does with that word. */
  readsAs: Exclude<ReplyIntent, "other">;
  message: string;
}

/** "to (608) 555-0100", "to +1 608 555 0100" or "to 55555": the number a reply goes to, not its purpose. */
const TO_NUMBER = /^to\s+(?:\+?1[\s.-]?)?(?:\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}|\d{5,6})(?!\d)\s*/;

const INSTRUCTION = /\b(?:reply|text|respond|answer|send)\s+(?:with\s+)?["“']?([A-Za-z]+)["”']?([^.,;!?\n]*)/gi;

const READS_AS_TEXT: Record<Exclude<ReplyIntent, "other">, string> = {
  "opt-out": "ends the subscription (it is an opt-out word)",
  help: "asks for help (it is a HELP word)",
  "opt-in": "gives consent to texts (it is an opt-in word)",
};

/**
 * Instructions in a text that ask for a reply word the engine reads as something else: "Reply CANCEL to cancel
 * your appointment" would end the subscription, "Reply INFO and a guide will call" would get the HELP answer,
 * "Reply YES to confirm your visit" would count as consent. "Reply STOP to cancel" and "Reply HELP for help"
 * pass, and so does a YES to confirm one of `subscriptions` by its name (a program's own confirmation text).
 * Only words the engine reads as a keyword are looked at ("Reply C", "Reply 1" pass).
 */
export function replyWordProblems(text: string, subscriptions: readonly string[] = []): ReplyWordProblem[] {
  const problems: ReplyWordProblem[] = [];
  const named = subscriptions.filter(Boolean).map((n) => n.toLowerCase());
  for (const match of text.matchAll(INSTRUCTION)) {
    const word = match[1];
    const reading = readReply(word);
    if (reading.intent === "other" || (reading.rule !== "ctia-keyword" && reading.rule !== "spanish")) continue;
    const purpose = match[2]
      .trim()
      .replace(/^(?:and|or)\s+/i, "")
      .replace(TO_NUMBER, "");
    const intent = reading.intent;
    if (PURPOSES[intent].test(purpose)) continue;
    // "Reply YES to confirm River Wines Club": confirming the subscription by its name.
    if (intent === "opt-in" && named.some((n) => purpose.toLowerCase().replace(/^to\s+/, "") === `confirm ${n}`))
      continue;
    problems.push({
      instruction: match[0].trim(),
      word: word.toUpperCase(),
      readsAs: intent,
      message: `"${match[0].trim()}": replying ${word.toUpperCase()} ${READS_AS_TEXT[intent]}. Ask for another reply, such as "Reply C" or "Reply 1".`,
    });
  }
  return problems;
}
