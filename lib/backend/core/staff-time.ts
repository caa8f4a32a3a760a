import type { ResponseClock, StaffHours } from "../../config/staff-hours.ts";

/**
 * Time counted inside staff hours only, on the wall clock of the staff's
 * zone: 15 minutes from Friday 16:50 in New York end Monday 09:05. Every
 * zone conversion is Intl's, so a daylight-saving day is as long as it
 * really is (23 or 25 hours) and its hours open at 09:00 local all the same.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far ahead a target is looked for: a week without one open minute cannot be parsed, so this is never hit. */
const HORIZON_DAYS = 800;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
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

/** How far the zone's wall clock runs ahead of UTC at `at` (ms; negative west of Greenwich). */
function zoneOffset(zone: string, at: number): number {
  const p: Record<string, number> = {};
  for (const part of formatIn(zone).formatToParts(at)) p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** The local calendar day of `at`, as the UTC-midnight ms of that date. */
function localDay(zone: string, at: number): number {
  const wall = at + zoneOffset(zone, at);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The instant the wall clock of `zone` reads `minute` minutes after the midnight of `day`. */
function instant(zone: string, day: number, minute: number): number {
  const wall = day + minute * MINUTE_MS;
  // The offset near that wall time, read twice so that a change in between is followed.
  const guess = wall - zoneOffset(zone, wall);
  return wall - zoneOffset(zone, guess);
}

/** Each open span of staff time from the local day of `from` on, as instants, in order. */
function* openSpans(hours: StaffHours, zone: string, from: number): Generator<[number, number]> {
  let day = localDay(zone, from);
  for (let i = 0; i < HORIZON_DAYS; i++, day += DAY_MS) {
    for (const [start, end] of hours.week[new Date(day).getUTCDay()]) {
      yield [instant(zone, day, start), instant(zone, day, end)];
    }
  }
}

/** The instant `ms` of staff time after `start` (counting from the next opening when `start` is outside hours). */
export function addStaffTime(start: Date, ms: number, hours: StaffHours, zone: string): Date {
  let left = ms;
  for (const [open, close] of openSpans(hours, zone, start.getTime())) {
    const from = Math.max(open, start.getTime());
    if (from >= close) continue;
    if (left <= close - from) return new Date(from + left);
    left -= close - from;
  }
  throw new Error("staff hours never open");
}

/** Staff time (ms) between two instants: only the parts inside staff hours count. */
export function staffTimeBetween(from: Date, to: Date, hours: StaffHours, zone: string): number {
  let total = 0;
  const end = to.getTime();
  for (const [open, close] of openSpans(hours, zone, from.getTime())) {
    if (open >= end) break;
    total += Math.max(0, Math.min(close, end) - Math.max(open, from.getTime()));
  }
  return total;
}

/** When a lead received at `createdAt` should have its first answer, and when it is escalated (twice the target). */
export function responseTargets(createdAt: Date, clock: ResponseClock): { respondBy: Date; escalateBy: Date } {
  const target = clock.targetMinutes * MINUTE_MS;
  return {
    respondBy: addStaffTime(createdAt, target, clock.hours, clock.timeZone),
    escalateBy: addStaffTime(createdAt, 2 * target, clock.hours, clock.timeZone),
  };
}
