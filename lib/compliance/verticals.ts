/**
 * What each kind of business may text, in one table: its minimum age, the routes carriers accept it on, and
 * whether the age gate keeps it to US numbers. The program form, the publish check, the campaign brief, the
 * opt-in check and the pages read it from here. Plain data, safe for the browser and for Deno.
 */

/** How a route takes a vertical: freely, only behind a full date-of-birth gate, or not at all. */
export type RouteAccess = "open" | "gated" | "refused";

export interface VerticalRule {
  label: string;
  /** The youngest subscriber the program may take; a program cannot lower it. */
  minimumAge: 21 | null;
  routes: { tenDlc: RouteAccess; tollFree: RouteAccess };
  /** No carrier takes it: a program cannot be published and the opt-in check fails it. */
  forbidden: boolean;
  /** The routes in a sentence a shop owner understands. */
  routeNote: string;
  /** Where the rule comes from. */
  source: string;
}

const OPEN = { tenDlc: "open", tollFree: "open" } as const;
const OPEN_NOTE = "10DLC and toll-free numbers both carry it.";
const OPEN_SOURCE = "CTIA Messaging Principles and Best Practices";

export const VERTICALS = {
  outdoor: {
    label: "Hunting, fishing and outdoor",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  "sporting-goods": {
    label: "Sporting goods",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  retail: {
    label: "Retail",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  restaurant: {
    label: "Restaurant and hospitality",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  dental: {
    label: "Dental office",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  health: {
    label: "Medical practice",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  veterinary: {
    label: "Veterinary clinic",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  fitness: {
    label: "Fitness and wellness",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  "professional-services": {
    label: "Professional services",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  alcohol: {
    label: "Alcohol (wine, beer, spirits)",
    minimumAge: 21,
    routes: { tenDlc: "gated", tollFree: "gated" },
    forbidden: false,
    routeNote:
      "Alcohol goes on 10DLC or toll-free numbers behind a 21+ date-of-birth gate, to US numbers only; nothing of the offer may show before the gate.",
    source: "Twilio errors 30529 and 30875 (full date of birth, no age-gated traffic to Canada); CTIA SHAFT content",
  },
  tobacco: {
    label: "Tobacco (cigars, pipe tobacco)",
    minimumAge: 21,
    routes: { tenDlc: "gated", tollFree: "refused" },
    forbidden: false,
    routeNote:
      "Tobacco goes on 10DLC numbers only, behind a 21+ date-of-birth gate and subject to carrier review, to US numbers only; toll-free numbers refuse it whatever the gate.",
    source: "Twilio error 30458 (tobacco and vape refused on toll-free regardless of an age gate); CTIA SHAFT content",
  },
  firearms: {
    label: "Firearms (ranges, transfers, classes)",
    minimumAge: 21,
    routes: { tenDlc: "gated", tollFree: "refused" },
    forbidden: false,
    routeNote:
      "Firearms businesses go on 10DLC numbers behind a 21+ date-of-birth gate, to US numbers only, for range time, classes, events, service and transfers; carriers refuse texts that promote firearm sales.",
    source: "CTIA SHAFT content; carrier review of firearm sales promotion",
  },
  other: {
    label: "Other",
    minimumAge: null,
    routes: OPEN,
    forbidden: false,
    routeNote: OPEN_NOTE,
    source: OPEN_SOURCE,
  },
  vape: {
    label: "Vape and e-cigarettes",
    minimumAge: 21,
    routes: { tenDlc: "refused", tollFree: "refused" },
    forbidden: true,
    routeNote: "No carrier takes vape or e-cigarette texts, on any kind of number, with or without an age gate.",
    source: "Twilio errors 30458 and 30469 (vape and e-cigarettes forbidden in the US and Canada)",
  },
  cbd: {
    label: "CBD and hemp products",
    minimumAge: null,
    routes: { tenDlc: "refused", tollFree: "refused" },
    forbidden: true,
    routeNote: "No carrier takes CBD texts, on any kind of number.",
    source: "Twilio error 30469 (cannabis, CBD and kratom forbidden in the US and Canada)",
  },
  cannabis: {
    label: "Cannabis and marijuana",
    minimumAge: 21,
    routes: { tenDlc: "refused", tollFree: "refused" },
    forbidden: true,
    routeNote: "No carrier takes cannabis texts, on any kind of number, even where it is legal.",
    source: "Twilio error 30469 (cannabis, CBD and kratom forbidden in the US and Canada)",
  },
  kratom: {
    label: "Kratom",
    minimumAge: null,
    routes: { tenDlc: "refused", tollFree: "refused" },
    forbidden: true,
    routeNote: "No carrier takes kratom texts, on any kind of number.",
    source: "Twilio error 30469 (cannabis, CBD and kratom forbidden in the US and Canada)",
  },
} as const satisfies Record<string, VerticalRule>;

export type VerticalId = keyof typeof VERTICALS;
export const VERTICAL_IDS = Object.keys(VERTICALS) as [VerticalId, ...VerticalId[]];
/** Verticals a client program may be: every one some carrier takes. */
export const PROGRAM_VERTICAL_IDS = VERTICAL_IDS.filter((v) => !VERTICALS[v].forbidden) as [
  VerticalId,
  ...VerticalId[],
];
export const FORBIDDEN_VERTICAL_IDS = VERTICAL_IDS.filter((v) => VERTICALS[v].forbidden);
export const AGE_RESTRICTED_VERTICALS = PROGRAM_VERTICAL_IDS.filter((v) => VERTICALS[v].minimumAge !== null);

export function isVerticalId(value: unknown): value is VerticalId {
  return typeof value === "string" && Object.hasOwn(VERTICALS, value);
}

export function verticalRule(id: VerticalId): VerticalRule {
  return VERTICALS[id];
}

/** An age-gated program texts US numbers only: age-gated traffic to Canada needs a carrier exemption. */
export function usNumbersOnly(id: VerticalId): boolean {
  return VERTICALS[id].minimumAge !== null;
}

/**
 * Words that promote what no carrier takes, by category. Matched as whole words, any case. "weed" and "hemp"
 * alone are left out on purpose: weed control and hemp rope are ordinary retail.
 */
export const FORBIDDEN_CONTENT: Record<
  "cannabis" | "cbd" | "vape" | "kratom" | "psychedelics" | "payday-loans",
  readonly string[]
> = {
  cannabis: ["cannabis", "marijuana", "thc", "delta-8", "delta 8", "dispensary", "pre-rolls", "pre-roll"],
  cbd: ["cbd", "cannabidiol", "hemp-derived", "hemp oil"],
  vape: [
    "vape",
    "vapes",
    "vaping",
    "vape juice",
    "e-cig",
    "e-cigs",
    "e-cigarette",
    "e-cigarettes",
    "e-liquid",
    "e-juice",
    "disposable vapes",
  ],
  kratom: ["kratom"],
  psychedelics: ["psilocybin", "magic mushrooms", "shrooms"],
  "payday-loans": ["payday loan", "payday loans"],
};

export type ForbiddenCategory = keyof typeof FORBIDDEN_CONTENT;

export interface ForbiddenMention {
  category: ForbiddenCategory;
  /** The words as they stand in the text. */
  found: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[- ]/g, "[-\\s]?");
const PATTERNS = (Object.entries(FORBIDDEN_CONTENT) as [ForbiddenCategory, readonly string[]][]).map(
  ([category, words]) => ({
    category,
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${[...words]
        .sort((a, b) => b.length - a.length)
        .map(escape)
        .join("|")})(?![\\p{L}\\p{N}])`,
      "iu",
    ),
  }),
);

/** Every forbidden category the text promotes, with the words that show it, first mention each. */
export function forbiddenContent(text: string): ForbiddenMention[] {
  const found: ForbiddenMention[] = [];
  for (const { category, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) found.push({ category, found: match[0] });
  }
  return found;
}
