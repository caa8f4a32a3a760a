import { siteUrl, type Hub, type HubId } from "@/lib/hubs";
import { INDEXABLE_PATHS } from "@/lib/navigation/routes";
import { hubTopics, topicPath } from "@/content/topic-routes";
import { isOwnCanonical } from "@/lib/seo/canonical";
import { sharedPageDates, topicIndexDates } from "@/content/page-dates";

/** A sitemap entry: the path and, where the content dates it, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The hub's topic index and every topic page, each dated by its copy. */
function topicEntries(hubId: HubId): SitemapEntry[] {
  const topics = hubTopics(hubId);
  if (!topics) return [];
  const pages = topics.pages.map((p) => ({ path: topicPath(topics.kind, p.slug), lastmod: p.updated }));
  return [{ path: topicPath(topics.kind), lastmod: topicIndexDates(hubId).updated }, ...pages];
}

/**
 * Indexable pages of one hub: the shared pages it is canonical for, its topic
 * pages, and each published client program's pages (undated: they live in the database).
 */
export function sitemapEntries(hubId: HubId, clientSlugs: readonly string[]): SitemapEntry[] {
  const shared = INDEXABLE_PATHS.filter((path) => isOwnCanonical(hubId, path)).map((path) => ({
    path,
    lastmod: sharedPageDates(hubId, path).updated,
  }));
  const clientPaths = clientSlugs
    .flatMap((id) => [`/clients/${id}`, `/clients/${id}/terms`, `/clients/${id}/privacy`])
    .filter((path) => isOwnCanonical(hubId, path));
  return [...shared, ...topicEntries(hubId), ...clientPaths.map((path) => ({ path }))];
}

/** The paths alone. */
export function sitemapPaths(hubId: HubId, clientSlugs: readonly string[]): string[] {
  return sitemapEntries(hubId, clientSlugs).map((e) => e.path);
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemaps.org XML for one hub, every URL on that hub's own domain. */
export function sitemapXml(hub: Hub, clientSlugs: readonly string[]): string {
  const origin = siteUrl(hub);
  const urls = sitemapEntries(hub.id, clientSlugs)
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(origin + (path === "/" ? "/" : path))}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
