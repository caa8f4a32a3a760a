import type { CheckStatus } from "./types.ts";

/** What one rule answers: its status, a message, and on a fail the fix. */
export interface Verdict {
  status: CheckStatus;
  message: string;
  fix?: string;
}

export const pass = (message: string): Verdict => ({ status: "pass", message });
export const fail = (message: string, fix: string): Verdict => ({ status: "fail", message, fix });
export const unknown = (message: string): Verdict => ({ status: "unknown", message });

/** "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A quotation cut at a word near `max` characters. */
export function quoted(text: string, max = 90): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return `"${clean}"`;
  const cut = clean.slice(0, max).replace(/\s+\S*$/, "");
  return `"${cut}…"`;
}
