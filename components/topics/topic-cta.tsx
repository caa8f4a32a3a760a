import { IntentLink as Link } from "@/components/site/intent-link";
import { Button } from "@/components/ui/button";
import type { TopicPage } from "@/content";

/** The call to action: the contact form, told which page the visitor came from. */
export function TopicCta({ page }: { page: TopicPage }) {
  return (
    <section aria-labelledby="cta-heading" className="mt-14 rounded-2xl border bg-tint p-8">
      <h2 id="cta-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {page.cta.heading}
      </h2>
      <p className="mt-3 max-w-3xl">{page.cta.text}</p>
      <Button asChild variant="hero" size="lg" className="mt-6">
        <Link href={`/contact?industry=${encodeURIComponent(page.slug)}`} data-testid="topic-cta">
          {page.cta.button}
        </Link>
      </Button>
    </section>
  );
}
