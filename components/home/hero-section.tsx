import { IntentLink as Link } from "@/components/site/intent-link";
import { Button } from "@/components/ui/button";
import type { HeroContent } from "@/content/types";
import { HeroConversation } from "./hero-conversation";
import { Typewriter } from "./typewriter";

/**
 * Home hero: headline plus typewriter, See Demo and Pricing, tagline, and the
 * product at work beside it (below it on phones). Crawlers and screen readers
 * get every business type as text in the h1; the animation is aria-hidden.
 * The typewriter line never wraps: its size is fitted to the longest word
 * in the column (container units), so it holds exactly one line and typing
 * never shifts the page.
 */
export function HeroSection({ hero, charWidth }: { hero: HeroContent; charWidth: number }) {
  const longest = Math.max(...hero.businessTypes.map((w) => w.length)) + 1;
  const fit = { fontSize: `min(1em, 100cqi / ${(longest * charWidth).toFixed(2)})` };
  return (
    <section
      aria-labelledby="hero-heading"
      className="border-b bg-[radial-gradient(ellipse_at_90%_10%,var(--tint),transparent_60%)]"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pt-12 pb-16 md:grid-cols-[1.15fr_1fr] md:items-center md:pt-20">
        <div className="@container">
          <h1 id="hero-heading" className="text-4xl leading-tight md:text-6xl">
            <span className="block">{hero.fixedText}</span>
            <span className="sr-only"> {hero.businessTypes.join(", ")}</span>
            <span className="block whitespace-nowrap" style={fit}>
              <Typewriter words={hero.businessTypes} className="block min-h-[1lh] text-brand" />
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">{hero.description}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Button asChild variant="hero" size="lg">
              <Link href="/demo">{hero.ctaText}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/pricing">See Pricing</Link>
            </Button>
          </div>
          <p className="mt-10 text-xl font-semibold">{hero.tagline.line1}</p>
          <p className="mt-1 text-lg text-muted-foreground">{hero.tagline.line2}</p>
        </div>
        <HeroConversation conversation={hero.conversation} />
      </div>
    </section>
  );
}
