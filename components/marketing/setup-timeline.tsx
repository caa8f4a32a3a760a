import type { AboutContent } from "@/content/types";

/** How setup runs inside the guarantee: an ordered timeline, one day (or span) per step. */
export function SetupTimeline({ steps, days }: { steps: AboutContent["timeline"]; days: number }) {
  return (
    <section aria-labelledby="timeline-heading" className="mt-12">
      <h2 id="timeline-heading" className="text-2xl font-bold tracking-tight">
        Live in {days} days
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-7" data-testid="setup-timeline">
        {steps.map((step) => (
          <li key={step.day} className="relative border-t-4 border-hub-accent pt-4">
            <p className="text-sm font-bold text-brand-3">{step.day}</p>
            <h3 className="mt-1 font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
