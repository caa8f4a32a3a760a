import type { HubId } from "@/lib/hubs/registry";
import type { HubContent } from "./types";
import { marqueContent } from "./marque";
import { percytechContent } from "./percytech";
import { percymdContent } from "./percymd";
import { percytextContent } from "./percytext";

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
