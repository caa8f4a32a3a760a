import { IntentLink as Link } from "@/components/site/intent-link";
import { ShieldCheck } from "@/components/ui/icons/shield-check";
import { Button } from "@/components/ui/button";
import type { CtaContent } from "@/content/types";

/** Home: closing call to action, three numbered steps, guarantee, Contact Us, and the hub's topic index if it has one. */
export function ClosingCtaSection({ cta, topics }: { cta: CtaContent; topics?: { href: string; label: string } }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-20">
      <h2 id="cta-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
        {cta.title} <span className="text-brand">{cta.titleHighlight}</span>
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        {cta.description} <strong className="font-semibold text-foreground">{cta.descriptionHighlight}</strong>
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {cta.steps.map((step) => (
          <li key={step.number} className="rounded-xl border bg-card p-6">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {step.number}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {step.number}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
      <p className="mt-10 flex items-start gap-3 rounded-xl border p-4" data-testid="guarantee">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>{cta.guaranteeText}</span>
      </p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button asChild variant="hero" size="lg">
          <Link href="/contact">{cta.ctaText}</Link>
        </Button>
        <p className="text-sm text-muted-foreground">{cta.ctaSubtext}</p>
      </div>
      {topics ? (
        <p className="mt-6">
          <Link
            href={topics.href}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
            data-testid="home-topics-link"
          >
            {topics.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
