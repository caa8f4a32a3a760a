import { Check } from "@/components/ui/icons/check";
import type { PricingPlan } from "@/content/types";
import { planComparison } from "./plan-comparison";

/** Pricing: every plan side by side in a real table (row and column headers for screen readers). */
export function PlanTable({ plans, onboardingFee }: { plans: readonly PricingPlan[]; onboardingFee: string }) {
  const rows = planComparison(plans);
  return (
    <section aria-labelledby="compare-heading" className="mt-16">
      <h2 id="compare-heading" className="text-2xl font-bold tracking-tight">
        Compare plans
      </h2>
      {/* Focusable so keyboard users can scroll it on a phone; named by the table's caption, so the two regions
          (the section and this scroller) do not share one name. */}
      <div
        className="mt-6 overflow-x-auto rounded-xl border"
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
      >
        <table className="w-full text-xs sm:text-sm">
          <caption id="compare-caption" className="sr-only">
            What each plan includes
          </caption>
          <thead className="bg-tint">
            <tr>
              <th scope="col" className="p-2 text-left sm:p-3">
                Feature
              </th>
              {plans.map((p) => (
                <th key={p.id} scope="col" className="p-2 text-center sm:p-3">
                  <span className="font-heading block text-base">{p.name}</span>
                  <span className="block font-normal">${p.priceMonthly}</span>
                  <span className="font-normal text-muted-foreground">/month</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-t">
                <th scope="row" className="p-2 text-left font-normal sm:p-3">
                  {row.feature}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={plans[i].id} className="p-2 text-center sm:p-3">
                    {typeof cell === "string" ? (
                      cell
                    ) : cell ? (
                      <>
                        <Check className="inline size-4 text-brand-2" aria-hidden="true" />
                        <span className="sr-only">Included</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">Not included</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t">
              <th scope="row" className="p-2 text-left font-normal sm:p-3">
                One-time onboarding fee
              </th>
              {plans.map((p) => (
                <td key={p.id} className="p-2 text-center sm:p-3">
                  {onboardingFee}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
