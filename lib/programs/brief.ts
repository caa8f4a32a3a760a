import {
  CTIA_KEYWORDS,
  replyWordProblems,
  SPANISH_HELP_WORDS,
  SPANISH_OPT_OUT_WORDS,
} from "@/lib/compliance/reply-words";
import { forbiddenContent, usNumbersOnly, VERTICALS } from "@/lib/compliance/verticals";
import type { ProgramData } from "@/lib/validation/program";
import { failedChecks, runChecks } from "@/lib/opt-in-check/rules";
import type { Check, RuleId } from "@/lib/opt-in-check/types";
import { programSubmission } from "./opt-in-submission";
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
 * of what would get it rejected, each naming the field to fix. The checklist
 * is the public opt-in check's rules run on what the program's page, terms and
 * privacy policy say (lib/programs/opt-in-submission.ts), plus the brief's own
 * (the website, the description, the confirmation text).
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

/**
 * How a failed rule reads to staff, and which field of the program it points at. The verdict is the opt-in
 * check's (the same rules, on what the program's page, terms and privacy policy say); the words name the
 * field to change. A rule not listed here points at FIELD[rule] with the check's own message.
 */
const FIELD: Record<RuleId, string> = {
  "consent-box": "page",
  "disclosure-brand": "brandName",
  "disclosure-purpose": "messageTypes",
  "disclosure-frequency": "frequency",
  "disclosure-rates": "page",
  "disclosure-help-stop": "page",
  "disclosure-links": "page",
  "privacy-sharing": "page",
  "terms-sms": "page",
  "age-gate": "ageGate",
  "samples-count": "sampleMessages",
  "samples-brand": "sampleMessages",
  "samples-opt-out": "sampleMessages",
  "samples-reply-words": "sampleMessages",
  "link-shorteners": "sampleMessages",
  "forbidden-content": "description",
  "health-details": "sampleMessages",
  "vertical-routes": "vertical",
};

const WORDING: Partial<Record<RuleId, (p: ProgramData, check: Check) => BriefProblem[]>> = {
  // The vertical's minimum age: a program may raise it, never lower it.
  "age-gate": (p) => {
    const rule = VERTICALS[p.vertical];
    const minimum = rule.minimumAge;
    return [
      {
        field: "ageGate",
        message:
          p.ageGate === "none"
            ? `${rule.label} is age-restricted: set an age gate of ${minimum}+.`
            : `${rule.label} needs an age gate of ${minimum}+, not ${p.ageGate}+.`,
      },
    ];
  },
  // A vertical no carrier takes has no route at all; a toll-free number where toll-free refuses the vertical.
  "vertical-routes": (p, check) => {
    const rule = VERTICALS[p.vertical];
    return rule.forbidden
      ? [{ field: "vertical", message: `${rule.label} cannot be texted: ${rule.routeNote}` }]
      : [{ field: "number", message: check.message }];
  },
  // Copy that promotes what no carrier takes, named where it stands.
  "forbidden-content": (p) => {
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
  },
  "samples-count": () => [{ field: "sampleMessages", message: "Carriers ask for at least two sample messages." }],
  "samples-brand": (p) =>
    p.sampleMessages.flatMap((sample, i) =>
      sample.toLowerCase().includes(p.brandName.toLowerCase())
        ? []
        : [{ field: "sampleMessages", message: `Sample message ${i + 1} does not name the brand (${p.brandName}).` }],
    ),
  "samples-reply-words": (p) =>
    p.sampleMessages.flatMap((sample) =>
      replyWordProblems(sample, [p.brandName]).map((problem) => ({
        field: "sampleMessages",
        message: problem.message,
      })),
    ),
  "samples-opt-out": () => [
    { field: "sampleMessages", message: "No sample message shows how to opt out (Reply STOP to opt out)." },
  ],
};

/** The rules whose failure keeps a program from being published: carriers refuse these outright. */
const BLOCKING: readonly RuleId[] = ["vertical-routes", "age-gate", "forbidden-content"];

/** The opt-in check's verdicts on a program's page, terms and privacy policy, as the program itself says them. */
export function programChecks(p: ProgramData): Check[] {
  return runChecks(programSubmission(p));
}

function problemsOf(p: ProgramData, checks: readonly Check[]): BriefProblem[] {
  return failedChecks(checks).flatMap(
    (check) => WORDING[check.rule]?.(p, check) ?? [{ field: FIELD[check.rule], message: check.message }],
  );
}

/** What carriers refuse outright: the program cannot be published with these. */
export function publishBlockers(p: ProgramData): BriefProblem[] {
  return problemsOf(
    p,
    programChecks(p).filter((c) => BLOCKING.includes(c.rule)),
  );
}

/** Everything that would get the campaign rejected, most serious first: the check's failures, then the brief's own. */
export function briefProblems(p: ProgramData): BriefProblem[] {
  const checks = programChecks(p);
  const problems = [
    ...problemsOf(
      p,
      checks.filter((c) => BLOCKING.includes(c.rule)),
    ),
    ...problemsOf(
      p,
      checks.filter((c) => !BLOCKING.includes(c.rule)),
    ),
  ];
  const add = (field: string, message: string) => problems.push({ field, message });
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
