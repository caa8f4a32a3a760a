import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { areaPlace, areaTimeZones } from "./phone-areas.ts";
import { capHoldText, capRule, nextUnderCap, windowHold, windowHoldText } from "./sending-holds.ts";
import { sendingWeek, stateCodeOf, type DayWindow } from "./state-windows.ts";

/**
 * When a text that staff start may reach a person: inside the strictest of
 * our own daily window (QUIET_HOURS, default 8:00–20:00), the federal hours
 * and their state's row (lib/compliance/state-windows.ts) on their local wall
 * clock, and under their state's cap. The zone and, unless staff set the
 * lead's state, the state come from the number's area code. A number spread
 * over several zones gets the part of the window that is open in all of them;
 * an unknown zone (the data names the whole country's list, or zones with no
 * common window) gets the continental US's: 8:00 Pacific to 20:00 Eastern.
 * All zone arithmetic is Intl's, so DST days are right.
 */

/** The continental US zones: their common window is the narrowest. */
export const CONTINENTAL_US_ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
] as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string): Intl.DateTimeFormat {
  let found = formats.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    formats.set(zone, found);
  }
  return found;
}

/** The wall clock in `zone` at `at`, read as if it were UTC (ms). */
function wallClock(zone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const part of format(zone).formatToParts(at)) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant `at` reads as `minute` minutes after local midnight of `day` (a UTC-midnight ms of the local date). */
function instantOf(zone: string, day: number, minute: number): number {
  const wall = day + minute * 60_000;
  // The zone's offset near that wall time, taken twice so a DST change between is followed.
  let guess = wall - (wallClock(zone, wall) - wall);
  guess = wall - (wallClock(zone, guess) - guess);
  return guess;
}

function minuteOfDay(wall: number): number {
  return Math.floor((wall % 86_400_000) / 60_000);
}

type Week = readonly (DayWindow | null)[];

function asWeek(window: DayWindow | Week): Week {
  return "startMinute" in window ? [window, window, window, window, window, window, window] : window;
}

/** When the week's window next opens in `zone` at or after `at` (ms): `at` itself when it is open; null: never. */
function nextOpenIn(zone: string, at: number, week: Week): number | null {
  const wall = wallClock(zone, at);
  const minute = minuteOfDay(wall);
  const today = wall - (wall % 86_400_000);
  for (let k = 0; k < 8; k++) {
    const day = today + k * 86_400_000;
    const window = week[new Date(day).getUTCDay()];
    if (!window) continue;
    if (k === 0 && minute >= window.endMinute) continue;
    if (k === 0 && minute >= window.startMinute) return at;
    return Math.max(at, instantOf(zone, day, window.startMinute));
  }
  return null;
}

/** Eight days: longer, and the zones share no window. */
const HORIZON_MS = 8 * 86_400_000;

/**
 * The first moment at or after `now` when the window (one for every day, or one per weekday, Sunday first) is
 * open in every zone, or null when they never share one.
 */
export function nextOpenInZones(zones: readonly string[], now: Date, window: DayWindow | Week): Date | null {
  if (zones.length === 0) return null;
  const week = asWeek(window);
  let at = now.getTime();
  for (let round = 0; round < 16; round++) {
    const opens = zones.map((zone) => nextOpenIn(zone, at, week));
    if (opens.some((t) => t === null)) return null;
    const next = Math.max(...(opens as number[]));
    if (next === at) return new Date(at);
    if (next - now.getTime() > HORIZON_MS) return null;
    at = next;
  }
  return null;
}

/** More zones than any one area spans: the data could not place the number, and named its whole country's. */
const MAX_ZONES_OF_ONE_AREA = 4;

/** The IANA zones of a number, from libphonenumber's geocoding data; [] when unknown. */
export async function phoneTimeZones(phone: string): Promise<string[]> {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return [];
  const zones = (await areaTimeZones(parsed)).filter((zone) => zone !== "Etc/Unknown");
  return zones.length > MAX_ZONES_OF_ONE_AREA ? [] : zones;
}

/** The state a number is registered in by its area code ("TX"), from libphonenumber's geocoding data; else null. */
export async function phoneState(phone: string): Promise<string | null> {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed || parsed.country !== "US") return null;
  return stateCodeOf(await areaPlace(parsed));
}

export interface AllowedSend {
  /** Now when the text may go, else when it may. */
  at: Date;
  /** The zone the time is shown in: the number's own, or Eastern for an unknown one. */
  timeZone: string;
  /** Why it waits, as the thread shows it ("Texas: not before noon on Sunday — …"); null when it goes now. */
  heldBy: string | null;
}

export interface Recipient {
  /** The lead's own state (two letters) where staff know it; else the number's area code decides. */
  state?: string | null;
  /** When the staff texts already sent or scheduled to the number went or will go: the cap counts them. */
  earlier?: readonly Date[];
}

/**
 * When a staff text to `phone` may go: inside the strictest of our own window, the federal hours and the
 * state's row on the recipient's clock, and under the state's cap, whichever comes last.
 */
export async function nextAllowedSend(
  phone: string,
  now: Date,
  window: DayWindow,
  recipient: Recipient = {},
): Promise<AllowedSend> {
  const known = await phoneTimeZones(phone);
  const state = recipient.state ?? (await phoneState(phone));
  const plan = sendingWeek(state, window);
  const earlier = (recipient.earlier ?? []).map((d) => d.getTime());
  const opensIn = (at: number) =>
    nextOpenInZones(known, new Date(at), plan.week) ?? nextOpenInZones(CONTINENTAL_US_ZONES, new Date(at), plan.week);
  const timeZone = known.length > 0 && nextOpenInZones(known, now, plan.week) ? known[0] : CONTINENTAL_US_ZONES[0];
  let at = now.getTime();
  for (let round = 0; round < 8; round++) {
    const open = opensIn(at)?.getTime() ?? at;
    const capped = plan.cap ? nextUnderCap(open, earlier, plan.cap.max, plan.cap.hours) : open;
    at = capped;
    if (capped === open) break;
  }
  const zones = known.length > 0 ? known : CONTINENTAL_US_ZONES;
  return { at: new Date(at), timeZone, heldBy: at > now.getTime() ? holdText(state, window, now, zones) : null };
}

/** Why a text may not go at `now`: a window's rule on one of the recipient's clocks, else the cap. */
function holdText(state: string | null, window: DayWindow, now: Date, zones: readonly string[]): string {
  for (const zone of zones) {
    const wall = wallClock(zone, now.getTime());
    const hold = windowHold(state, new Date(wall).getUTCDay(), minuteOfDay(wall), window);
    if (hold) return windowHoldText(hold);
  }
  const rule = capRule(state);
  return rule ? capHoldText(rule) : "Our sending hours";
}
