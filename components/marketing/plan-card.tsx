import { Check } from "@/components/ui/icons/check";
import { Button } from "@/components/ui/button";
import type { PricingPlan } from "@/content/types";
import { cn } from "@/lib/ui/class-names";

/**
 * One pricing plan. SignUp goes through /signup, which redirects to the
 * hub's hosted checkout; the plan id rides along for that route.
 */
export function PlanCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col rounded-xl border bg-card p-6",
        plan.highlighted && "border-2 border-primary shadow-lg",
      )}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {plan.name}
        {plan.highlighted ? <span className="ml-2 text-sm font-medium text-brand">Most popular</span> : null}
      </h2>
      <p className="mt-2 text-muted-foreground">{plan.description}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold">${plan.priceMonthly}</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-8 w-full" variant={plan.highlighted ? "default" : "outline"}>
        <a href={`/signup?plan=${plan.id}`} aria-label={`SignUp for ${plan.name}`}>
          SignUp
        </a>
      </Button>
    </li>
  );
}
