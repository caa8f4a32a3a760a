import type { HubId } from "@/lib/hubs/registry";
import type { HubContent, TopicPage } from "./types";
import { marqueContent } from "./marque";
import { percytechContent } from "./percytech";
import { percymdContent } from "./percymd";
import { percytextContent } from "./percytext";
import { industries as marqueIndustries } from "./marque/industries";
import { industries as percymdIndustries } from "./percymd/industries";
import { solutions as percytechSolutions } from "./percytech/solutions";
import { solutions as percytextSolutions } from "./percytext/solutions";

export type * from "./types";
export type { ClientProfile } from "./clients";

const CONTENT: Record<HubId, HubContent> = {
  marque: marqueContent,
  percytech: percytechContent,
  percymd: percymdContent,
  percytext: percytextContent,
};

/** The hub's marketing copy (hero, CTA, stats, about, pricing, FAQ, SEO). */
export function getContent(hubId: HubId): HubContent {
  return CONTENT[hubId];
}

/** Kind of topic page a hub has: audiences (/industries) on Marque and PercyMD, offerings (/solutions) elsewhere. */
export type TopicKind = "industries" | "solutions";

const TOPICS: Record<HubId, { kind: TopicKind; pages: readonly TopicPage[] }> = {
  marque: { kind: "industries", pages: marqueIndustries },
  percytech: { kind: "solutions", pages: percytechSolutions },
  percymd: { kind: "industries", pages: percymdIndustries },
  percytext: { kind: "solutions", pages: percytextSolutions },
};

/** The hub's topic pages and the path segment they live under. */
export function getTopics(hubId: HubId): { kind: TopicKind; pages: readonly TopicPage[] } {
  return TOPICS[hubId];
}
