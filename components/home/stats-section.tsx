import type { StatContent } from "@/content/types";

/** Claims: retail or health figures, from the hub's content. */
export function StatsSection({ stats }: { stats: readonly StatContent[] }) {
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="stats-heading" className="sr-only">
        Results
      </h2>
      <dl className="grid gap-6 md:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl border bg-card p-6 text-center" data-testid="stat">
            <dt className="order-2 mt-2 text-lg font-semibold">{stat.label}</dt>
            <dd className="order-1 text-5xl font-bold text-brand">{stat.value}</dd>
            <dd className="order-3 mt-2 text-sm text-muted-foreground">{stat.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
