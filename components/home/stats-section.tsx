import type { StatContent } from "@/content/types";

/** Each figure in one of the hub's three colors: text shades for the number, the raw color for the rule. */
const TONES = [
  { value: "text-brand", rule: "border-t-hub-primary" },
  { value: "text-brand-2", rule: "border-t-hub-secondary" },
  { value: "text-brand-3", rule: "border-t-hub-accent" },
] as const;

/** Claims: retail or health figures, from the hub's content. */
export function StatsSection({ stats }: { stats: readonly StatContent[] }) {
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="stats-heading" className="sr-only">
        Results
      </h2>
      <dl className="grid gap-6 md:grid-cols-3">
        {stats.map((stat, i) => (
          <div
            key={stat.label}
            className={`flex flex-col rounded-xl border border-t-4 bg-card p-6 text-center ${TONES[i % 3].rule}`}
            data-testid="stat"
          >
            <dt className="order-2 mt-2 text-lg font-semibold">{stat.label}</dt>
            <dd className={`font-heading order-1 text-5xl ${TONES[i % 3].value}`}>{stat.value}</dd>
            <dd className="order-3 mt-2 text-sm text-muted-foreground">{stat.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
