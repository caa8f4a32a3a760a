import type { PaintFirstReport } from "./paint-first-rewriter";

/** The rewrites every one of our pages must get, each checked from the rewriter's report. */
export const PAINT_FIRST_RULES = {
  "stylesheet inlined": (report: PaintFirstReport) =>
    report.unreadStylesheets.length
      ? `could not read ${report.unreadStylesheets.join(", ")}`
      : report.stylesheetsInlined > 0
        ? null
        : "no build stylesheet was inlined into the document",
  "scripts after first paint": (report: PaintFirstReport) =>
    !report.loader
      ? "no first-paint loader: no chunk script was found to defer"
      : report.scriptsBeforePaint.length
        ? `still loaded before the first paint: ${report.scriptsBeforePaint.join(", ")}`
        : null,
  "CSP hashes": (report: PaintFirstReport) =>
    report.scriptHashes.length > 0 ? null : "no inline script was hashed for the page's policy",
} as const;

export type PaintFirstRule = keyof typeof PAINT_FIRST_RULES;

/** Each rule the page breaks, with why. */
export function brokenRules(report: PaintFirstReport): { rule: PaintFirstRule; reason: string }[] {
  return Object.entries(PAINT_FIRST_RULES).flatMap(([rule, check]) => {
    const reason = check(report);
    return reason ? [{ rule: rule as PaintFirstRule, reason }] : [];
  });
}
