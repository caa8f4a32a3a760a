import type { Rating } from "@/lib/vitals/metrics";

export const RATING_LABELS: Record<Rating, string> = {
  good: "good",
  "needs-improvement": "needs improvement",
  poor: "poor",
};

const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/** `part` of `whole` as a whole percentage ("72%"); nothing of nothing is 0%. */
export function share(part: number, whole: number): string {
  return PERCENT.format(whole > 0 ? part / whole : 0);
}
