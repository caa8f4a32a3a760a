import type { TopicPoint } from "@/content/types";

/** A titled section of a topic page: heading, lead, and its points as cards. */
export function TopicPoints({
  id,
  section,
}: {
  id: string;
  section: { heading: string; intro: string; points: readonly TopicPoint[] };
}) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight md:text-3xl">
        {section.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">{section.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {section.points.map((point) => (
          <li key={point.title} className="rounded-xl border bg-card p-5">
            <h3 className="font-semibold">{point.title}</h3>
            <p className="mt-2 text-muted-foreground">{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
