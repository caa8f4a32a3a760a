import { getTopics } from "@/content";
import type { HubId } from "@/lib/hubs/registry";

/** The slug when it names one of the hub's topic pages, else null (an unknown industry is ignored). */
export function knownIndustry(hubId: HubId, slug: string | null | undefined): string | null {
  if (!slug) return null;
  return getTopics(hubId).pages.some((page) => page.slug === slug) ? slug : null;
}

/** The topic's name as staff read it ("Gun ranges"); the slug itself when the content no longer has it. */
export function industryName(hubId: HubId, slug: string): string {
  return getTopics(hubId).pages.find((page) => page.slug === slug)?.name ?? slug;
}
