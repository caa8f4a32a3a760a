import type { PricingPlan } from "@/content/types";

/** One row of the plan comparison: a message allowance per plan, or whether each plan includes a feature. */
export interface ComparisonRow {
  feature: string;
  cells: readonly (string | boolean)[];
}

const EVERYTHING_IN = /^Everything in (.+)$/;
const MESSAGES = /^([\d,]+) messages a month$/;

/**
 * The plans' feature lists as a table: "Everything in Starter" expands to
 * Starter's features, "N messages a month" becomes the allowance row, and
 * every other feature is a row in the order plans first name it.
 */
export function planComparison(plans: readonly PricingPlan[]): ComparisonRow[] {
  const included = new Map<string, Set<string>>();
  const order: string[] = [];
  const messages: string[] = [];
  for (const plan of plans) {
    const own = new Set<string>();
    for (const feature of plan.features) {
      const base = feature.match(EVERYTHING_IN)?.[1];
      const allowance = feature.match(MESSAGES)?.[1];
      if (base) {
        const inherited = included.get(base);
        if (!inherited) throw new Error(`${plan.name}: no earlier plan named ${base}`);
        inherited.forEach((f) => own.add(f));
      } else if (allowance) {
        messages.push(allowance);
      } else {
        own.add(feature);
        if (!order.includes(feature)) order.push(feature);
      }
    }
    if (messages.length < included.size + 1) messages.push("—");
    included.set(plan.name, own);
  }
  const sets = [...included.values()];
  return [
    { feature: "Messages a month", cells: messages },
    ...order.map((feature) => ({ feature, cells: sets.map((set) => set.has(feature)) })),
  ];
}
