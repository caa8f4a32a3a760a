import type { AudienceSection as AudienceSectionContent } from "@/content/types";

/** A page's "who it's for" section: heading, lead and titled points, all server HTML. */
export function AudienceSection({ id, section }: { id: string; section: AudienceSectionContent }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {section.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-muted-foreground">{section.intro}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {section.points.map((point) => (
          <li key={point.title} className="rounded-xl border bg-card p-6">
            <h3 className="text-lg font-semibold">{point.title}</h3>
            <p className="mt-2 text-muted-foreground">{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
