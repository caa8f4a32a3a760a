import type { Testimonial } from "@/content/types";
import { initials } from "@/lib/ui/initials";

/** Initials avatars take the hub's three colors in turn. */
const AVATARS = ["bg-primary text-primary-foreground", "bg-tint text-brand-2", "bg-tint-2 text-brand-3"] as const;

/** Marketing testimonials: category, quote, an initials avatar, name, company, location. */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight">
          What our clients say
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((t, i) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6">
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.category}</p>
                <blockquote className="mt-3 flex-1 text-card-foreground">&ldquo;{t.quote}&rdquo;</blockquote>
                <figcaption className="mt-4 flex items-center gap-3 text-sm">
                  <span
                    className={`flex size-10 shrink-0 items-center justify-center rounded-full font-bold ${AVATARS[i % 3]}`}
                    aria-hidden="true"
                  >
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="block font-semibold">{t.name}</span>
                    <span className="block text-muted-foreground">
                      {t.company}, {t.location}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
