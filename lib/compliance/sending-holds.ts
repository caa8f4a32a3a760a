/**
 * Why a text staff start waits: the rule that keeps it from going at a given local time, or the cap that
 * keeps it from going yet, as one sentence the lead's thread shows beside the time it will go ("Texas: not
 * before noon on Sunday — Tex. Bus. & Com. Code § 301.051"). Plain data and pure functions, safe for Deno.
 */
import { DEFAULT_WINDOW, rulesFor, type DayWindow, type SendingRule } from "./state-windows.ts";

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type HoldKind = "closed" | "before" | "after";

export interface WindowHold {
  rule: SendingRule;
  kind: HoldKind;
  /** Sunday 0. */
  day: number;
}

/**
 * The rule that keeps a text from going at `minute` after local midnight on `day`, or null when every rule
 * allows it. A day a rule closes wins; else the latest opening (the time the text will go); else the
 * earliest closing.
 */
export function windowHold(
  state: string | null,
  day: number,
  minute: number,
  ownWindow: DayWindow = DEFAULT_WINDOW,
): WindowHold | null {
  const rules = rulesFor(state, ownWindow);
  const closed = rules.find((r) => r.week[day] === null);
  if (closed) return { rule: closed, kind: "closed", day };
  const before = rules
    .filter((r) => minute < r.week[day]!.startMinute)
    .sort((a, b) => b.week[day]!.startMinute - a.week[day]!.startMinute)[0];
  if (before) return { rule: before, kind: "before", day };
  const after = rules
    .filter((r) => minute >= r.week[day]!.endMinute)
    .sort((a, b) => a.week[day]!.endMinute - b.week[day]!.endMinute)[0];
  return after ? { rule: after, kind: "after", day } : null;
}

/** "9 a.m.", "noon", "8:30 p.m.", "midnight". */
export function clockText(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  if (m === 0 && h === 12) return "noon";
  if (m === 0 && h === 0) return "midnight";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "a.m." : "p.m."}`;
}

/** The law a row cites, without its gloss: "Tex. Bus. & Com. Code § 301.051"; "" for our own hours. */
export function citation(rule: SendingRule): string {
  return rule.source.replace(/\s+\([^()]*\)\s*$/, "");
}

function withCitation(rule: SendingRule, sentence: string): string {
  const cited = citation(rule);
  return cited ? `${sentence} — ${cited}` : sentence;
}

/** "Texas: not before noon on Sunday — Tex. Bus. & Com. Code § 301.051". */
export function windowHoldText(hold: WindowHold): string {
  const { rule, kind, day } = hold;
  const window = rule.week[day];
  const name = DAY_NAMES[day];
  if (kind === "closed" || !window) return withCitation(rule, `${rule.name}: not on ${name}`);
  if (kind === "before")
    return withCitation(rule, `${rule.name}: not before ${clockText(window.startMinute)} on ${name}`);
  return withCitation(rule, `${rule.name}: not after ${clockText(window.endMinute)}`);
}

/** "Florida: at most 3 texts in 24 hours — Fla. Stat. § 501.059(8)(a)". */
export function capHoldText(rule: SendingRule): string {
  const cap = rule.cap!;
  return withCitation(rule, `${rule.name}: at most ${cap.max} texts in ${cap.hours} hours`);
}

/** The row whose cap binds someone in `state`, or null. */
export function capRule(state: string | null): SendingRule | null {
  return rulesFor(state).find((r) => r.cap) ?? null;
}

/**
 * When the next text may go under a cap of `max` in `hours`, given the times of the texts already sent or
 * scheduled to the same person (any order): `at` itself, or the moment the oldest that counts is `hours`
 * old. Every earlier text after `at - hours` counts, later ones too, so no window ever holds more than `max`.
 */
export function nextUnderCap(at: number, earlier: readonly number[], max: number, hours: number): number {
  const span = hours * 3_600_000;
  const counting = earlier.filter((t) => t > at - span).sort((a, b) => a - b);
  if (counting.length < max) return at;
  return Math.max(at, counting[counting.length - max] + span);
}
