/**
 * Tokeniser for the embedded assistant: lower case, no accents, stop words
 * out, light suffix stemming and a few synonyms so that "How much does it
 * cost?" meets a passage about prices. Deterministic and dependency-free.
 */
const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can could do does did for from get got has have how i if in into is it its " +
    "me my of on or our so than that the their them then there these they this to us was we what when where " +
    "which why will with would you your yours about any all also just there's it's i'm im tell please"
  ).split(" "),
);

/** Words people use for the same thing, mapped to one term. */
const SYNONYMS: Record<string, string> = {
  cost: "price",
  pricing: "price",
  priced: "price",
  much: "price",
  pay: "price",
  charge: "price",
  expensive: "price",
  cheap: "price",
  afford: "price",
  dollar: "price",
  subscription: "plan",
  tier: "plan",
  package: "plan",
  sms: "text",
  message: "text",
  messaging: "text",
  texting: "text",
  unsubscribe: "stop",
  optout: "stop",
  signup: "optin",
  consent: "optin",
  long: "time",
  fast: "time",
  quick: "time",
  day: "time",
  week: "time",
  who: "company",
  story: "company",
  founded: "company",
};

function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]s\b/g, "")
    .replace(/['\u2019]/g, "")
    .replace(/opt[\s-]+(in|out)/g, "opt$1")
    .replace(/sign[\s-]+up/g, "signup")
    .split(/[^a-z0-9]+/);
  const out: string[] = [];
  for (const word of words) {
    if (!word || STOP_WORDS.has(word)) continue;
    const stemmed = stem(word);
    out.push(SYNONYMS[word] ?? SYNONYMS[stemmed] ?? stemmed);
  }
  return out;
}
