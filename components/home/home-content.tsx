import type { Hub } from "@/lib/hubs";
import { hubIdentity } from "@/lib/hubs/identity";
import { getContent } from "@/content";
import { CLIENTS } from "@/content/clients";
import { ClientMarks } from "@/components/marketing/client-marks";
import { HeroSection } from "./hero-section";
import { ComplianceStrip } from "./compliance-strip";
import { ProblemSolutionSection } from "./problem-solution-section";
import { StatsSection } from "./stats-section";
import { TestimonialsSection } from "./testimonials-section";
import { ClosingCtaSection } from "./closing-cta-section";
import { hubTopics, topicPath } from "@/content/topic-routes";

const TOPICS_LINK = { industries: "See the industries we serve", solutions: "See our solutions" } as const;

/** Home page sections; shared by `/`, `/home` and the 404 page. */
export function HomeContent({ hub }: { hub: Hub }) {
  const content = getContent(hub.id);
  const topics = hubTopics(hub.id);
  return (
    <>
      <HeroSection hero={content.hero} charWidth={hubIdentity(hub.id).heading.charWidth} />
      <ComplianceStrip badges={content.compliance} />
      <ClientMarks clients={CLIENTS} hubName={hub.name} />
      <ProblemSolutionSection content={content.problemSolution} />
      <StatsSection stats={content.stats} />
      <TestimonialsSection testimonials={content.testimonials} />
      <ClosingCtaSection
        cta={content.cta}
        topics={topics ? { href: topicPath(topics.kind), label: TOPICS_LINK[topics.kind] } : undefined}
      />
    </>
  );
}
