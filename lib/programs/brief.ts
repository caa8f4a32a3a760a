import { HELP_KEYWORDS, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from "@/lib/consent/sms-keywords";
import { VERTICALS, type ProgramData } from "@/lib/validation/program";
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
 * from a program, and the checklist of what would get it rejected, each
 * problem naming the field to fix.
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
  problems: BriefProblem[];
}

const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|co|io|us|ly)\b/i;
const PHONE = /(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;

function campaignUseCase(p: ProgramData): CampaignBrief["useCase"] {
  if (["dental", "health", "veterinary"].includes(p.vertical)) return "ACCOUNT_NOTIFICATION";
  return "MARKETING";
}

/** What carriers refuse outright: the program cannot be published with these. */
export function publishBlockers(p: ProgramData): BriefProblem[] {
  const minimum = VERTICALS[p.vertical]?.minimumAge ?? null;
  if (minimum === null) return [];
  const label = VERTICALS[p.vertical].label;
  if (p.ageGate === "none")
    return [{ field: "ageGate", message: `${label} is age-restricted: set an age gate of ${minimum}+.` }];
  if (Number(p.ageGate) < minimum)
    return [{ field: "ageGate", message: `${label} needs an age gate of ${minimum}+, not ${p.ageGate}+.` }];
  return [];
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

/** The brief for a program; URLs on `origin` (the hub's site address). */
export function campaignBrief(p: ProgramData, origin: string): CampaignBrief {
  const paths = programPaths(p.slug);
  const url = (path: string) => `${origin.replace(/\/+$/, "")}${path}`;
  const gate =
    p.ageGate === "none" ? "" : ` The form asks for the date of birth and refuses anyone under ${p.ageGate}.`;
  return {
    slug: p.slug,
    brandName: p.brandName,
    businessName: p.businessName,
    vertical: VERTICALS[p.vertical]?.label ?? p.vertical,
    useCase: campaignUseCase(p),
    description: p.description,
    sampleMessages: p.sampleMessages,
    messageFrequency: frequencyText(p),
    optInFlow:
      `Customers opt in on the web form at ${url(paths.page)}: they enter their mobile number and tick an unchecked consent box ` +
      `beside the disclosure (program name, ${listText(p.messageTypes)}, frequency, rates, HELP/STOP, links to the terms and privacy policy).${gate} ` +
      `They then receive one text from ${displayNumber(p.number)} asking them to reply YES, and are subscribed only after that YES. ` +
      `They can also text ${p.keyword} to ${displayNumber(p.number)}, which sends the same confirmation.`,
    optInUrl: url(paths.page),
    termsUrl: url(paths.terms),
    privacyUrl: url(paths.privacy),
    number: p.number,
    keywords: { optIn: [p.keyword, ...OPT_IN_KEYWORDS], optOut: [...OPT_OUT_KEYWORDS], help: [...HELP_KEYWORDS] },
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
    problems: briefProblems(p),
  };
}
