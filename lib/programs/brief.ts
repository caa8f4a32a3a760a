import {
  CTIA_KEYWORDS,
  replyWordProblems,
  SPANISH_HELP_WORDS,
  SPANISH_OPT_OUT_WORDS,
} from "@/lib/compliance/reply-words";
import { forbiddenContent, usNumbersOnly, VERTICALS } from "@/lib/compliance/verticals";
import type { ProgramData } from "@/lib/validation/program";
import {
  confirmationRequestSms,
  confirmedSms,
  displayNumber,
  frequencyText,
  helpSms,
  listText,
  programPaths,
  stoppedSms,
} from "./texts";

/**
 * The campaign brief: what a 10DLC campaign registration asks for, filled
 * from a program, the routes carriers take its vertical on, and the checklist
 * of what would get it rejected: a flat list of independent checks, each
 * naming the field to fix.
 */
export interface BriefProblem {
  field: string;
  message: string;
}

export interface CampaignBrief {
  slug: string;
  brandName: string;
  businessName: string;
  vertical: string;
  /** The routes carriers take this vertical on, in a sentence (lib/compliance/verticals.ts). */
  routes: string;
  useCase: "MARKETING" | "ACCOUNT_NOTIFICATION" | "MIXED";
  description: string;
  sampleMessages: string[];
  messageFrequency: string;
  optInFlow: string;
  optInUrl: string;
  termsUrl: string;
  privacyUrl: string;
  number: string;
  keywords: { optIn: string[]; optOut: string[]; help: string[] };
  replies: { optInConfirmation: string; confirmed: string; help: string; optOut: string };
  embeddedLinks: boolean;
  embeddedPhone: boolean;
  ageGated: boolean;
  ageGate: ProgramData["ageGate"];
  /** Age-gated: texts US mobile numbers only. */
  usOnly: boolean;
  problems: BriefProblem[];
}

const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|co|io|us|ly)\b/i;
const PHONE = /(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

function campaignUseCase(p: ProgramData): CampaignBrief["useCase"] {
  if (["dental", "health", "veterinary"].includes(p.vertical)) return "ACCOUNT_NOTIFICATION";
  return "MARKETING";
}

const CATEGORY_NAMES: Record<string, string> = {
  cannabis: "cannabis",
  cbd: "CBD",
  vape: "vape and e-cigarettes",
  kratom: "kratom",
  psychedelics: "psychedelics",
  "payday-loans": "payday loans",
};

/** A vertical no carrier takes: no route at all. */
function forbiddenVertical(p: ProgramData): BriefProblem[] {
  const rule = VERTICALS[p.vertical];
  return rule?.forbidden ? [{ field: "vertical", message: `${rule.label} cannot be texted: ${rule.routeNote}` }] : [];
}

/** The vertical's minimum age: a program may raise it, never lower it. */
function ageGateTooLow(p: ProgramData): BriefProblem[] {
  const rule = VERTICALS[p.vertical];
  const minimum = rule?.minimumAge ?? null;
  if (minimum === null || rule.forbidden) return [];
  if (p.ageGate === "none")
    return [{ field: "ageGate", message: `${rule.label} is age-restricted: set an age gate of ${minimum}+.` }];
  if (Number(p.ageGate) < minimum)
    return [{ field: "ageGate", message: `${rule.label} needs an age gate of ${minimum}+, not ${p.ageGate}+.` }];
  return [];
}

/** Copy that promotes what no carrier takes, in the description, the program's name, its message types or a sample. */
function forbiddenCopy(p: ProgramData): BriefProblem[] {
  const pieces: [string, string, string][] = [
    ["description", "The description", `${p.programName} ${p.description} ${p.messageTypes.join(" ")}`],
    ...p.sampleMessages.map((s, i): [string, string, string] => ["sampleMessages", `Sample message ${i + 1}`, s]),
  ];
  return pieces.flatMap(([field, where, text]) =>
    forbiddenContent(text).map((m) => ({
      field,
      message: `${where} promotes ${CATEGORY_NAMES[m.category] ?? m.category} ("${m.found}"), which no carrier takes.`,
    })),
  );
}

/** What carriers refuse outright: the program cannot be published with these. */
export function publishBlockers(p: ProgramData): BriefProblem[] {
  return [...forbiddenVertical(p), ...ageGateTooLow(p), ...forbiddenCopy(p)];
}

/** Everything that would get the campaign rejected, most serious first. */
export function briefProblems(p: ProgramData): BriefProblem[] {
  const problems = [...publishBlockers(p)];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (p.sampleMessages.length < 2) add("sampleMessages", "Carriers ask for at least two sample messages.");
  const brand = p.brandName.toLowerCase();
  p.sampleMessages.forEach((sample, i) => {
    if (!sample.toLowerCase().includes(brand))
      add("sampleMessages", `Sample message ${i + 1} does not name the brand (${p.brandName}).`);
  });
  for (const sample of p.sampleMessages)
    for (const problem of replyWordProblems(sample)) add("sampleMessages", problem.message);
  if (!p.sampleMessages.some((s) => /\bSTOP\b/.test(s)))
    add("sampleMessages", "No sample message shows how to opt out (Reply STOP to opt out).");
  if (!/\bSTOP\b/.test(confirmationRequestSms(p)))
    add("confirmation", "The confirmation text does not say how to stop.");
  if (!p.website) add("website", "Add the business's website: reviewers check the brand against it.");
  if (p.description.length < 40)
    add("description", "Describe the program in a sentence or two (at least 40 characters).");
  if (!p.programName.trim()) add("programName", "Name the program.");
  return problems;
}

const upper = (w: string) => w.toUpperCase();

/** The brief for a program; URLs on `origin` (the hub's site address). */
export function campaignBrief(p: ProgramData, origin: string): CampaignBrief {
  const paths = programPaths(p.slug);
  const url = (path: string) => `${origin.replace(/\/+$/, "")}${path}`;
  const gate =
    p.ageGate === "none"
      ? ""
      : ` The page opens with a date-of-birth gate and shows nothing of the program until an age of ${p.ageGate} or older is affirmed; it refuses anyone younger, and takes US mobile numbers only.`;
  const keywordJoin =
    p.ageGate === "none"
      ? "which sends the same confirmation."
      : `which answers by asking for their date of birth (MM/DD/YYYY), refuses anyone under ${p.ageGate}, and only then sends the same confirmation.`;
  return {
    slug: p.slug,
    brandName: p.brandName,
    businessName: p.businessName,
    vertical: VERTICALS[p.vertical]?.label ?? p.vertical,
    routes: VERTICALS[p.vertical]?.routeNote ?? "",
    useCase: campaignUseCase(p),
    description: p.description,
    sampleMessages: p.sampleMessages,
    messageFrequency: frequencyText(p),
    optInFlow:
      `Customers opt in on the web form at ${url(paths.page)}: they enter their mobile number and tick an unchecked consent box ` +
      `beside the disclosure (program name, ${listText(p.messageTypes)}, frequency, rates, HELP/STOP, links to the terms and privacy policy).${gate} ` +
      `They then receive one text from ${displayNumber(p.number)} asking them to reply YES, and are subscribed only after that YES. ` +
      `They can also text ${p.keyword} to ${displayNumber(p.number)}, ${keywordJoin}`,
    optInUrl: url(paths.page),
    termsUrl: url(paths.terms),
    privacyUrl: url(paths.privacy),
    number: p.number,
    keywords: {
      optIn: [p.keyword, ...CTIA_KEYWORDS["opt-in"]],
      optOut: [...CTIA_KEYWORDS["opt-out"], ...SPANISH_OPT_OUT_WORDS.filter((w) => !w.includes(" ")).map(upper)],
      help: [...CTIA_KEYWORDS.help, ...SPANISH_HELP_WORDS.map(upper)],
    },
    replies: {
      optInConfirmation: confirmationRequestSms(p),
      confirmed: confirmedSms(p),
      help: helpSms(p),
      optOut: stoppedSms(p),
    },
    embeddedLinks: p.sampleMessages.some((s) => LINK.test(s)),
    embeddedPhone: p.sampleMessages.some((s) => PHONE.test(s)),
    ageGated: p.ageGate !== "none",
    ageGate: p.ageGate,
    usOnly: p.ageGate !== "none" || usNumbersOnly(p.vertical),
    problems: briefProblems(p),
  };
}
