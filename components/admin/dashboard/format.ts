import type { LeadStatus } from "@/lib/types/backend";

const PERCENT = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** A 0..1 share as a percentage, at most one decimal ("62.5%"). */
export function formatPercent(share: number): string {
  return PERCENT.format(Number.isFinite(share) ? share : 0);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** An age in seconds in words a person reads at a glance: "45 s", "3 min", "2 h 5 min", "3 days"; null is "none". */
export function formatAge(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return "none";
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) {
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  return plural(Math.floor(s / 86_400), "day");
}

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  customer: "Customer",
  lost: "Lost",
};
