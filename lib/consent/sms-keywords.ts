/**
 * The carrier keywords a texted reply may be, any case, surrounding spaces
 * and a trailing full stop or exclamation mark ignored. STOP and its
 * synonyms opt out; START, UNSTOP and YES opt (back) in; HELP and INFO ask
 * who we are.
 */
export const OPT_OUT_KEYWORDS = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
] as const;
export const OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
export const HELP_KEYWORDS = ["HELP", "INFO"] as const;

export type SmsKeywordKind = "opt-out" | "opt-in" | "help" | null;

export function smsKeyword(body: string): { kind: SmsKeywordKind; word: string } {
  const word = body
    .trim()
    .replace(/[.!]+$/, "")
    .toUpperCase();
  const has = (list: readonly string[]) => list.includes(word);
  if (has(OPT_OUT_KEYWORDS)) return { kind: "opt-out", word };
  if (has(OPT_IN_KEYWORDS)) return { kind: "opt-in", word };
  if (has(HELP_KEYWORDS)) return { kind: "help", word };
  return { kind: null, word };
}
