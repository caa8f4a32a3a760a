import type { Hub } from "@/lib/hubs";
import { getContent } from "@/content";
import { HeroSection } from "./hero-section";
import { ProblemSolutionSection } from "./problem-solution-section";
import { StatsSection } from "./stats-section";
import { TestimonialsSection } from "./testimonials-section";
import { ClosingCtaSection } from "./closing-cta-section";

/** Home page sections; shared by `/`, `/home` and the 404 page. */
export function HomeContent({ hub }: { hub: Hub }) {
  const content = getContent(hub.id);
  return (
    <>
      <HeroSection hero={content.hero} />
      <ProblemSolutionSection content={content.problemSolution} />
      <StatsSection stats={content.stats} />
      <TestimonialsSection testimonials={content.testimonials} />
      <ClosingCtaSection cta={content.cta} />
    </>
  );
}
