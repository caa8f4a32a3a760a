import { IntentLink as Link } from "@/components/site/intent-link";
import { Button } from "@/components/ui/button";
import type { HeroContent } from "@/content/types";
import { Typewriter } from "./typewriter";

/**
 * Home hero: fixed headline plus typewriter, See Demo, tagline.
 * Crawlers and screen readers get every business type as text in the h1;
 * the animation is aria-hidden. The typewriter line reserves its height
 * (two lines on phones) so typing never shifts the page (CLS).
 */
export function HeroSection({ hero }: { hero: HeroContent }) {
  return (
    <section aria-labelledby="hero-heading" className="mx-auto max-w-6xl px-4 pt-16 pb-12 md:pt-24">
      <h1 id="hero-heading" className="text-4xl leading-tight font-bold tracking-tight md:text-6xl">
        <span className="block">{hero.fixedText}</span>
        <span className="sr-only"> {hero.businessTypes.join(", ")}</span>
        <Typewriter words={hero.businessTypes} className="block min-h-[2lh] text-brand sm:min-h-[1lh]" />
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{hero.description}</p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button asChild variant="hero" size="lg">
          <Link href="/demo">{hero.ctaText}</Link>
        </Button>
      </div>
      <p className="mt-10 text-xl font-semibold">{hero.tagline.line1}</p>
      <p className="mt-1 text-lg text-muted-foreground">{hero.tagline.line2}</p>
    </section>
  );
}
