/**
 * When a text staff start may reach someone, by the law of the state they live in: one row per state whose
 * rule is stricter than the federal one, each naming its source. A text goes only inside the strictest of
 * the federal window, our own default and the state's row, on the recipient's local clock; the state is the
 * lead's own where we have it, else the number's area code. Codes, confirmations and keyword answers are not
 * solicitations and are never held. Plain data and pure functions, safe for the browser and for Deno.
 */

/** Minutes after local midnight: the first minute allowed, and the first one not allowed again. */
export interface DayWindow {
  startMinute: number;
  endMinute: number;
}

/** Sunday first (as Date#getDay counts); null: no texts that day. */
export type WeekWindows = readonly [
  DayWindow | null,
  DayWindow | null,
  DayWindow | null,
  DayWindow | null,
  DayWindow | null,
  DayWindow | null,
  DayWindow | null,
];

export interface SendingCap {
  /** At most this many texts staff start to one number… */
  max: number;
  /** …in any window of this many hours. */
  hours: number;
}

export interface SendingRule {
  /** Two-letter code ("TX"), "US" for the federal row, "default" for ours. */
  code: string;
  name: string;
  week: WeekWindows;
  cap: SendingCap | null;
  source: string;
}

const h = (start: number, end: number): DayWindow => ({ startMinute: start * 60, endMinute: end * 60 });
const every = (w: DayWindow | null): WeekWindows => [w, w, w, w, w, w, w];
const noSunday = (w: DayWindow): WeekWindows => [null, w, w, w, w, w, w];
const THREE_A_DAY: SendingCap = { max: 3, hours: 24 };

/** 8:00 to 21:00 local time, every day (TCPA). */
export const FEDERAL_RULE: SendingRule = {
  code: "US",
  name: "Federal",
  week: every(h(8, 21)),
  cap: null,
  source: "47 CFR 64.1200(c)(1) (TCPA: 8 a.m. to 9 p.m. at the called party's location)",
};

/** Our own default, stricter than the federal rule: 8:00 to 20:00 (QUIET_HOURS may change it). */
export const DEFAULT_WINDOW: DayWindow = h(8, 20);

/** States stricter than the federal rule. */
export const STATE_RULES: Readonly<Record<string, SendingRule>> = {
  AL: {
    code: "AL",
    name: "Alabama",
    week: noSunday(h(8, 21)),
    cap: null,
    source: "Ala. Admin. Code r. 770-X-5-.16 (no telephone solicitations on Sunday)",
  },
  CT: {
    code: "CT",
    name: "Connecticut",
    week: every(h(9, 20)),
    cap: null,
    source: "Conn. Gen. Stat. § 42-288a (9 a.m. to 8 p.m.)",
  },
  FL: {
    code: "FL",
    name: "Florida",
    week: every(h(8, 20)),
    cap: THREE_A_DAY,
    source: "Fla. Stat. § 501.059(8)(a) (8 a.m. to 8 p.m.; at most 3 in 24 hours)",
  },
  KY: {
    code: "KY",
    name: "Kentucky",
    week: every(h(10, 21)),
    cap: null,
    source: "Ky. Rev. Stat. § 367.46955 (10 a.m. to 9 p.m.)",
  },
  LA: {
    code: "LA",
    name: "Louisiana",
    week: noSunday(h(8, 20)),
    cap: null,
    source: "La. Rev. Stat. § 45:844.17 (8 a.m. to 8 p.m.; not on Sunday)",
  },
  MA: {
    code: "MA",
    name: "Massachusetts",
    week: every(h(8, 20)),
    cap: null,
    source: "940 CMR 38.02 (8 a.m. to 8 p.m.)",
  },
  MD: {
    code: "MD",
    name: "Maryland",
    week: every(h(8, 20)),
    cap: THREE_A_DAY,
    source: "Md. Code, Com. Law § 14-4503 (Stop the Spam Calls Act: 8 a.m. to 8 p.m.; at most 3 in 24 hours)",
  },
  MS: {
    code: "MS",
    name: "Mississippi",
    week: noSunday(h(8, 20)),
    cap: null,
    source: "Miss. Code § 77-3-725 (8 a.m. to 8 p.m.; not on Sunday)",
  },
  NJ: {
    code: "NJ",
    name: "New Jersey",
    week: every(h(8, 20)),
    cap: null,
    source: "N.J. Admin. Code § 13:45D-4.1 (telemarketing hours)",
  },
  OK: {
    code: "OK",
    name: "Oklahoma",
    week: every(h(8, 20)),
    cap: THREE_A_DAY,
    source: "Okla. Stat. tit. 15, § 775C.4 (8 a.m. to 8 p.m.; at most 3 in 24 hours)",
  },
  RI: {
    code: "RI",
    name: "Rhode Island",
    week: [null, h(9, 18), h(9, 18), h(9, 18), h(9, 18), h(9, 18), h(10, 17)],
    cap: null,
    source: "R.I. Gen. Laws § 5-61-3.5 (weekdays 9 a.m. to 6 p.m., Saturday 10 a.m. to 5 p.m., not on Sunday)",
  },
  TX: {
    code: "TX",
    name: "Texas",
    week: [h(12, 21), h(9, 21), h(9, 21), h(9, 21), h(9, 21), h(9, 21), h(9, 21)],
    cap: null,
    source: "Tex. Bus. & Com. Code § 301.051 (Monday to Saturday 9 a.m. to 9 p.m., Sunday noon to 9 p.m.)",
  },
};

function narrower(a: DayWindow | null, b: DayWindow | null): DayWindow | null {
  if (!a || !b) return null;
  const startMinute = Math.max(a.startMinute, b.startMinute);
  const endMinute = Math.min(a.endMinute, b.endMinute);
  return endMinute > startMinute ? { startMinute, endMinute } : null;
}

/** The rules that bind a text to someone in `state` (a two-letter code, or null when unknown), strictest first. */
export function rulesFor(state: string | null, ownWindow: DayWindow = DEFAULT_WINDOW): SendingRule[] {
  const own: SendingRule = {
    code: "default",
    name: "Our sending hours",
    week: every(ownWindow),
    cap: null,
    source: "",
  };
  const row = state ? STATE_RULES[state.toUpperCase()] : undefined;
  return row ? [row, own, FEDERAL_RULE] : [own, FEDERAL_RULE];
}

export interface SendingWeek {
  /** The strictest window of each day, Sunday first. */
  week: WeekWindows;
  cap: SendingCap | null;
  /** The rule that sets each day's window (or its closing), Sunday first: what the thread shows when it holds a text. */
  heldBy: readonly SendingRule[];
}

/** The window of each weekday and the cap for someone in `state`: the strictest of every rule that binds. */
export function sendingWeek(state: string | null, ownWindow: DayWindow = DEFAULT_WINDOW): SendingWeek {
  const rules = rulesFor(state, ownWindow);
  const days = [0, 1, 2, 3, 4, 5, 6].map((day) => {
    let window: DayWindow | null = h(0, 24);
    let by = rules[rules.length - 1];
    for (const rule of [...rules].reverse()) {
      const next = narrower(window, rule.week[day]);
      if (!next || !window || next.startMinute !== window.startMinute || next.endMinute !== window.endMinute) by = rule;
      window = next;
    }
    return { window, by };
  });
  return {
    week: days.map((d) => d.window) as unknown as WeekWindows,
    cap: rules.find((r) => r.cap)?.cap ?? null,
    heldBy: days.map((d) => d.by),
  };
}

/** US states, DC and the territories with area codes, by name, for the area-code geocoder's answers. */
export const US_STATE_CODES: Readonly<Record<string, string>> = {
  Alabama: "AL",
  Alaska: "AK",
  Arizona: "AZ",
  Arkansas: "AR",
  California: "CA",
  Colorado: "CO",
  Connecticut: "CT",
  Delaware: "DE",
  "District of Columbia": "DC",
  "Washington D.C.": "DC",
  "Washington DC": "DC",
  Florida: "FL",
  Georgia: "GA",
  Hawaii: "HI",
  Idaho: "ID",
  Illinois: "IL",
  Indiana: "IN",
  Iowa: "IA",
  Kansas: "KS",
  Kentucky: "KY",
  Louisiana: "LA",
  Maine: "ME",
  Maryland: "MD",
  Massachusetts: "MA",
  Michigan: "MI",
  Minnesota: "MN",
  Mississippi: "MS",
  Missouri: "MO",
  Montana: "MT",
  Nebraska: "NE",
  Nevada: "NV",
  "New Hampshire": "NH",
  "New Jersey": "NJ",
  "New Mexico": "NM",
  "New York": "NY",
  "North Carolina": "NC",
  "North Dakota": "ND",
  Ohio: "OH",
  Oklahoma: "OK",
  Oregon: "OR",
  Pennsylvania: "PA",
  "Rhode Island": "RI",
  "South Carolina": "SC",
  "South Dakota": "SD",
  Tennessee: "TN",
  Texas: "TX",
  Utah: "UT",
  Vermont: "VT",
  Virginia: "VA",
  Washington: "WA",
  "West Virginia": "WV",
  Wisconsin: "WI",
  Wyoming: "WY",
  "Puerto Rico": "PR",
  Guam: "GU",
  "US Virgin Islands": "VI",
  "American Samoa": "AS",
  "Northern Mariana Islands": "MP",
};

const STATE_NAMES_LONGEST_FIRST = Object.keys(US_STATE_CODES).sort((a, b) => b.length - a.length);
const VALID_CODES = new Set(Object.values(US_STATE_CODES));

/**
 * The state code in a place name as libphonenumber's geocoder gives it ("Texas", "Dallas, TX", "New York, NY")
 * or as a lead typed it ("tx", "Rhode Island"); null when none is named.
 */
export function stateCodeOf(place: string | null | undefined): string | null {
  const text = (place ?? "").trim();
  if (!text) return null;
  if (/^[A-Za-z]{2}$/.test(text)) return VALID_CODES.has(text.toUpperCase()) ? text.toUpperCase() : null;
  const suffix = /,\s*([A-Z]{2})$/.exec(text);
  if (suffix && VALID_CODES.has(suffix[1])) return suffix[1];
  const lower = text.toLowerCase();
  const name = STATE_NAMES_LONGEST_FIRST.find(
    (n) => lower === n.toLowerCase() || lower.endsWith(`, ${n.toLowerCase()}`),
  );
  return name ? US_STATE_CODES[name] : null;
}
