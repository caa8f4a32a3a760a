/**
 * Staff hours (STAFF_HOURS): the weekly wall-clock hours in which the sales
 * team answers leads, e.g. "Mon-Fri 09:00-17:00" or
 * "Mon-Fri 09:00-17:00; Sat 10:00-14:00". Days are Mon..Sun, a range
 * ("Mon-Fri", "Fri-Mon" wraps) or a list ("Mon,Wed,Fri"); times are HH:MM,
 * 24:00 allowed as an end. Pure, no Node APIs: the Edge Functions parse it too.
 */

/** Per weekday (0 = Sunday … 6 = Saturday), its open spans as minutes after local midnight, [start, end). */
export interface StaffHours {
  text: string;
  week: readonly (readonly (readonly [number, number])[])[];
}

export const DEFAULT_STAFF_HOURS_TEXT = "Mon-Fri 09:00-17:00";
export const DEFAULT_STAFF_TIME_ZONE = "America/New_York";
export const DEFAULT_LEAD_RESPONSE_MINUTES = 15;

const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const GROUP =
  /^([a-z]{3}(?:\s*-\s*[a-z]{3})?(?:\s*,\s*[a-z]{3}(?:\s*-\s*[a-z]{3})?)*)\s+(\d{2}):(\d{2})\s*-\s*(\d{2}):(\d{2})$/i;

function dayIndex(name: string): number {
  return DAYS.indexOf(name.trim().toLowerCase() as (typeof DAYS)[number]);
}

/** The weekdays a day list names ("Mon-Fri", "Sat,Sun", "Fri-Mon"), or null when one is not a day. */
function daysOf(list: string): number[] | null {
  const days: number[] = [];
  for (const part of list.split(",")) {
    const [from, to = from] = part.split("-").map(dayIndex);
    if (from < 0 || to < 0) return null;
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === to) break;
    }
  }
  return days;
}

/** The spans of a day merged where they touch or overlap, in order. */
function merged(spans: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const span of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([...span]);
  }
  return out;
}

/** The schedule a STAFF_HOURS value describes, or null when it is not one (or has no open minute at all). */
export function parseStaffHours(text: string): StaffHours | null {
  const week: [number, number][][] = Array.from({ length: 7 }, () => []);
  const groups = text
    .split(";")
    .map((g) => g.trim())
    .filter(Boolean);
  if (groups.length === 0) return null;
  for (const group of groups) {
    const match = GROUP.exec(group);
    if (!match) return null;
    const days = daysOf(match[1]);
    const [sh, sm, eh, em] = match.slice(2).map(Number);
    const start = sh * 60 + sm;
    const end = eh * 60 + em;
    if (!days || sh > 23 || sm > 59 || em > 59 || end > 24 * 60 || end <= start) return null;
    for (const d of days) week[d].push([start, end]);
  }
  return { text: groups.join("; "), week: week.map(merged) };
}

export const DEFAULT_STAFF_HOURS = parseStaffHours(DEFAULT_STAFF_HOURS_TEXT)!;

/** The response clock's settings: the target, the hours it counts, and their zone. */
export interface ResponseClock {
  targetMinutes: number;
  hours: StaffHours;
  timeZone: string;
}

export const DEFAULT_RESPONSE_CLOCK: ResponseClock = {
  targetMinutes: DEFAULT_LEAD_RESPONSE_MINUTES,
  hours: DEFAULT_STAFF_HOURS,
  timeZone: DEFAULT_STAFF_TIME_ZONE,
};

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The clock from raw environment values (unset or blank: the default), for a
 * host that reads its own environment (the Edge Functions); a bad value falls
 * back to the default there, while the Node server refuses to start on it.
 */
export function responseClockFrom(values: { minutes?: string; hours?: string; timeZone?: string }): ResponseClock {
  const minutes = Number(values.minutes);
  const hours = values.hours?.trim() ? parseStaffHours(values.hours) : null;
  const zone = values.timeZone?.trim();
  return {
    targetMinutes:
      Number.isInteger(minutes) && minutes >= 1 && minutes <= 10_080 ? minutes : DEFAULT_LEAD_RESPONSE_MINUTES,
    hours: hours ?? DEFAULT_STAFF_HOURS,
    timeZone: zone && isTimeZone(zone) ? zone : DEFAULT_STAFF_TIME_ZONE,
  };
}
