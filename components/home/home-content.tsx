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
import { Fragment } from "react";
import { HydrationSlice as Slice } from "@/components/site/hydration-slice";
import { hubTopics, topicPath } from "@/content/topic-routes";

const TOPICS_LINK = { industries: "See the industries we serve", solutions: "See our solutions" } as const;

/**
 * Home page sections; shared by `/`, `/home` and the 404 page. `sliced`: each section hydrates on its own
 * (prerendered pages only, whose build puts React's out-of-place boundaries back inline; a page rendered per
 * request would stream them out of place).
 */
export function HomeContent({ hub, sliced = false }: { hub: Hub; sliced?: boolean }) {
  const HydrationSlice = sliced ? Slice : Fragment;
  const content = getContent(hub.id);
  const topics = hubTopics(hub.id);
  return (
    <>
      <HydrationSlice>
        <HeroSection hero={content.hero} charWidth={hubIdentity(hub.id).heading.charWidth} />
      </HydrationSlice>
      <HydrationSlice>
        <ComplianceStrip badges={content.compliance} />
      </HydrationSlice>
      <HydrationSlice>
        <ClientMarks clients={CLIENTS} hubName={hub.name} />
      </HydrationSlice>
      <HydrationSlice>
        <ProblemSolutionSection content={content.problemSolution} />
      </HydrationSlice>
      <HydrationSlice>
        <StatsSection stats={content.stats} />
      </HydrationSlice>
      <HydrationSlice>
        <TestimonialsSection testimonials={content.testimonials} />
      </HydrationSlice>
      <HydrationSlice>
        <ClosingCtaSection
          cta={content.cta}
          topics={topics ? { href: topicPath(topics.kind), label: TOPICS_LINK[topics.kind] } : undefined}
        />
      </HydrationSlice>
    </>
  );
}
