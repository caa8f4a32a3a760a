import { forbiddenContent, VERTICALS, type ForbiddenCategory } from "../compliance/verticals.ts";
import { replyWordProblems } from "../compliance/reply-words.ts";
import { healthDetailIn, normalized, SAMPLE_OPT_OUT, shortenerIn } from "./patterns.ts";
import type { OptInSubmission } from "./types.ts";
import { fail, listed, pass, quoted, type Verdict } from "./verdict.ts";

/** The rules a reviewer applies to the sample messages (and, for forbidden content, to the page too). */

const numbered = (indexes: number[]) => listed(indexes.map((i) => String(i + 1)));
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export function samplesCount({ samples }: OptInSubmission): Verdict {
  if (samples.length >= 2) return pass(`${samples.length} sample messages given.`);
  return fail(
    `Carriers ask for at least two sample messages; ${samples.length === 0 ? "none was" : "one was"} given.`,
    "Write at least two texts exactly as you will send them, each starting with your brand name.",
  );
}

export function samplesBrand({ brand, samples }: OptInSubmission): Verdict {
  const missing = samples.flatMap((s, i) => (normalized(s).includes(normalized(brand)) ? [] : [i]));
  if (missing.length === 0) return pass(`Every sample names the brand (${brand}).`);
  return fail(
    `${plural(missing.length, "Sample", "Samples")} ${numbered(missing)} ${plural(missing.length, "does", "do")} not name the brand (${brand}).`,
    `Start every text with your brand name, e.g. "${brand}: …", so people know who is texting.`,
  );
}

export function samplesOptOut({ samples }: OptInSubmission): Verdict {
  if (samples.some((s) => SAMPLE_OPT_OUT.test(s))) return pass("A sample shows how to opt out.");
  return fail(
    "No sample tells people how to stop the texts.",
    'End at least one sample (best: each) with "Reply STOP to opt out."',
  );
}

const READS_AS = {
  "opt-out": "unsubscribes the customer from every text (an opt-out word under carrier and FCC rules)",
  help: "asks for help (a carrier HELP keyword)",
  "opt-in": "counts as consent to texts (a carrier opt-in keyword)",
} as const;

export function samplesReplyWords({ samples, brand }: OptInSubmission): Verdict {
  // "Reply YES to confirm <brand>" confirms the subscription by its name: no problem.
  const problems = samples.flatMap((s) => replyWordProblems(s, [brand]));
  if (problems.length === 0) return pass("No sample asks for a reply word that means something else.");
  const first = problems[0];
  const more = problems.length > 1 ? ` (${problems.length} instructions like this.)` : "";
  return fail(
    `${quoted(first.instruction)}: replying ${first.word} ${READS_AS[first.readsAs]}.${more}`,
    'Ask for a reply that is not a keyword, such as "Reply C" or "Reply 1".',
  );
}

export function linkShorteners({ samples }: OptInSubmission): Verdict {
  const found = samples.flatMap((s, i) => {
    const domain = shortenerIn(s);
    return domain ? [{ i, domain }] : [];
  });
  if (found.length === 0) return pass("No sample uses a public link shortener.");
  const domains = [...new Set(found.map((f) => f.domain))];
  return fail(
    `${plural(found.length, "Sample", "Samples")} ${numbered(found.map((f) => f.i))} ${plural(found.length, "links", "link")} through ${listed(domains)}, a public link shortener carriers filter.`,
    "Use your own domain for links (a full address, or a short link on a domain you own).",
  );
}

const CATEGORY: Record<ForbiddenCategory, string> = {
  cannabis: "cannabis",
  cbd: "CBD",
  vape: "vaping",
  kratom: "kratom",
  psychedelics: "psychedelics",
  "payday-loans": "payday loans",
};

export function forbiddenContentRule({ samples, page }: OptInSubmission): Verdict {
  const inSamples = forbiddenContent(samples.join("\n"));
  const inPage = forbiddenContent(page.text);
  const found = [...inSamples, ...inPage];
  if (found.length === 0) return pass("Neither the samples nor the page promote anything carriers refuse.");
  const where =
    inSamples.length && inPage.length ? "The samples and the page" : inSamples.length ? "The samples" : "The page";
  const words = [...new Set(found.map((f) => quoted(f.found)))];
  return fail(
    `${where} mention ${listed(words)}: carriers refuse texts about ${listed([...new Set(found.map((f) => CATEGORY[f.category]))])} on every route.`,
    "Take those products out of the page and the texts; no age gate or wording makes carriers accept them.",
  );
}

const HEALTH_VERTICALS = new Set(["health", "dental", "veterinary"]);

export function healthDetails({ vertical, samples }: OptInSubmission): Verdict {
  if (!HEALTH_VERTICALS.has(vertical)) return pass(`${VERTICALS[vertical].label} texts carry no health details.`);
  const found = samples.flatMap((s, i) => {
    const word = healthDetailIn(s);
    return word ? [{ i, word }] : [];
  });
  if (found.length === 0) return pass("No sample gives away a health detail.");
  return fail(
    `${plural(found.length, "Sample", "Samples")} ${numbered(found.map((f) => f.i))} ${plural(found.length, "mentions", "mention")} ${listed([...new Set(found.map((f) => quoted(f.word)))])}: a health detail anyone holding the phone can read.`,
    'Keep texts to the time and place ("your appointment is Tuesday at 9:00"); share results, diagnoses and medicines by phone or in your patient portal.',
  );
}
