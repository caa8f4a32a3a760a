/** The by-source report's period: days in UTC, both ends included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period one report reads. */
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A real YYYY-MM-DD day (no 2026-02-30). */
function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(time) && day(time) === value;
}

export interface ChosenPeriod {
  from: string;
  to: string;
  /** Why the asked-for period was not used, or null when it was. */
  problem: string | null;
}

/** The last `days` days up to today (UTC). */
export function lastDays(now: Date, days: number): { from: string; to: string } {
  const today = Date.parse(`${day(now.getTime())}T00:00:00.000Z`);
  return { from: day(today - (days - 1) * DAY_MS), to: day(today) };
}

/**
 * The period asked for in the query (`from`, `to`), or the last 30 days when
 * none is asked; a day that does not exist, an end before the start or a
 * period over a year falls back to the default and says why.
 */
export function choosePeriod(from: unknown, to: unknown, now: Date): ChosenPeriod {
  const fallback = lastDays(now, DEFAULT_PERIOD_DAYS);
  const empty = (v: unknown) => v === undefined || v === null || v === "";
  if (empty(from) && empty(to)) return { ...fallback, problem: null };
  const start = empty(from) ? fallback.from : from;
  const end = empty(to) ? fallback.to : to;
  if (!isDay(start) || !isDay(end)) {
    return { ...fallback, problem: "Use dates like 2026-12-01; showing the last 30 days." };
  }
  const span = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;
  if (span < 1) return { ...fallback, problem: "The end comes before the start; showing the last 30 days." };
  if (span > MAX_PERIOD_DAYS) {
    return { ...fallback, problem: "Choose at most a year; showing the last 30 days." };
  }
  return { from: start, to: end, problem: null };
}
