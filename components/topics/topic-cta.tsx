import { IntentLink as Link } from "@/components/site/intent-link";
import { Button } from "@/components/ui/button";
import type { PricingPlan, TopicPage } from "@/content";
import { topicPriceLine } from "@/content/shared/common";

/** The call to action: what the plans cost, and the contact form, told which page the visitor came from. */
export function TopicCta({ page, plans }: { page: TopicPage; plans: readonly PricingPlan[] }) {
  return (
    <section aria-labelledby="cta-heading" className="mt-14 rounded-2xl border bg-tint p-8">
      <h2 id="cta-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {page.cta.heading}
      </h2>
      <p className="mt-3 max-w-3xl">{page.cta.text}</p>
      <p className="mt-3 max-w-3xl font-semibold" data-testid="topic-price">
        {topicPriceLine(plans)}{" "}
        <Link href="/pricing" className="underline underline-offset-4 hover:no-underline">
          Compare plans
        </Link>
      </p>
      <Button asChild variant="hero" size="lg" className="mt-6">
        <Link href={`/contact?industry=${encodeURIComponent(page.slug)}`} data-testid="topic-cta">
          {page.cta.button}
        </Link>
      </Button>
    </section>
  );
}
