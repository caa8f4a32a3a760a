import type { HubId } from "@/lib/hubs/registry";
import type { INDEXABLE_PATHS } from "@/lib/navigation/routes";
import { getTopics } from "./index";
import { TOPIC_INDEX } from "./topic-index";

export type SharedPath = (typeof INDEXABLE_PATHS)[number];

/** When a page was first written and when its copy last changed (ISO dates): the sitemap's bounds. */
export interface PageDates {
  published: string;
  updated: string;
}

/** Every shared page was first written with the site itself, but for those added later. */
const SHARED_PUBLISHED = "2026-11-22";
const PUBLISHED_LATER: Partial<Record<SharedPath, string>> = { "/opt-in-check": "2026-11-29" };

/**
 * When each hub's shared pages last changed their copy: the sitemap's lastmod. Bump a date in the same
 * change as the copy it dates, on the hub whose copy changed; topic pages carry their own dates.
 */
const SHARED_UPDATED: Record<HubId, Record<SharedPath, string>> = {
  marque: {
    "/": "2026-11-29",
    "/pricing": "2026-11-28",
    "/about": "2026-11-29",
    "/faq": "2026-11-29",
    "/demo": "2026-11-29",
    "/contact": "2026-11-29",
    "/terms": "2026-11-29",
    "/privacy": "2026-11-29",
    "/opt-in-check": "2026-11-29",
  },
  percytech: {
    "/": "2026-11-29",
    "/pricing": "2026-11-29",
    "/about": "2026-11-28",
    "/faq": "2026-11-29",
    "/demo": "2026-11-29",
    "/contact": "2026-11-28",
    "/terms": "2026-11-29",
    "/privacy": "2026-11-29",
    "/opt-in-check": "2026-11-29",
  },
  percymd: {
    "/": "2026-11-29",
    "/pricing": "2026-11-29",
    "/about": "2026-11-29",
    "/faq": "2026-11-29",
    "/demo": "2026-11-28",
    "/contact": "2026-11-28",
    "/terms": "2026-11-29",
    "/privacy": "2026-11-29",
    "/opt-in-check": "2026-11-29",
  },
  percytext: {
    "/": "2026-11-29",
    "/pricing": "2026-11-29",
    "/about": "2026-11-28",
    "/faq": "2026-11-29",
    "/demo": "2026-11-29",
    "/contact": "2026-11-28",
    "/terms": "2026-11-29",
    "/privacy": "2026-11-29",
    "/opt-in-check": "2026-11-29",
  },
};

/** A shared page's dates on one hub. */
export function sharedPageDates(hubId: HubId, path: SharedPath): PageDates {
  return { published: PUBLISHED_LATER[path] ?? SHARED_PUBLISHED, updated: SHARED_UPDATED[hubId][path] };
}

/** "November 29, 2026": an ISO date as a page states it. */
export function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** The topic index's dates: its own copy's, or its newest page's when that changed later (it lists them). */
export function topicIndexDates(hubId: HubId): PageDates {
  const { published, updated } = TOPIC_INDEX[hubId];
  const newest = getTopics(hubId)
    .pages.map((p) => p.updated)
    .reduce((a, b) => (b > a ? b : a), updated);
  return { published, updated: newest };
}

/** A topic page's dates, or undefined when the hub has no such page. */
export function topicPageDates(hubId: HubId, slug: string): PageDates | undefined {
  const page = getTopics(hubId).pages.find((p) => p.slug === slug);
  return page && { published: page.published, updated: page.updated };
}
