import { campaignOf, sourceMedium } from "./rules";
import { TOUCH_FIELDS, type LeadAttribution } from "./types";

/** The CSV's attribution columns: the first touch's source, medium and campaign, then both touches' fields. */
export const ATTRIBUTION_CSV_COLUMNS = [
  "source",
  "medium",
  "campaign",
  "industry",
  ...TOUCH_FIELDS.map((f) => `first_${f}`),
  ...TOUCH_FIELDS.map((f) => `last_${f}`),
] as const;

/** The cells of one lead, in ATTRIBUTION_CSV_COLUMNS order; a lead without attribution is direct / unknown. */
export function attributionCells(attribution: LeadAttribution | undefined): (string | null)[] {
  const first = attribution?.first ?? null;
  const last = attribution?.last ?? null;
  const { source, medium } = sourceMedium(first);
  return [
    source,
    medium,
    campaignOf(first),
    attribution?.industry ?? null,
    ...TOUCH_FIELDS.map((f) => first?.[f] ?? null),
    ...TOUCH_FIELDS.map((f) => last?.[f] ?? null),
  ];
}
