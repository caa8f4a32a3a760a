import { notFound } from "next/navigation";
import { getTopics, type TopicKind, type TopicPage } from "@/content";
import { HUB_IDS, getHub, isHubId, type Hub, type HubId } from "@/lib/hubs";

/** The index's name in breadcrumbs, footer and headings. */
export const TOPIC_LABEL: Record<TopicKind, string> = { industries: "Industries", solutions: "Solutions" };

/** The hub's topic kind and pages, or null when it has none to show. */
export function hubTopics(id: HubId): { kind: TopicKind; pages: readonly TopicPage[] } | null {
  const topics = getTopics(id);
  return topics.pages.length > 0 ? topics : null;
}

/** Hubs whose topic pages live under this segment. */
export function hubsWithTopics(kind: TopicKind): HubId[] {
  return HUB_IDS.filter((id) => hubTopics(id)?.kind === kind);
}

/** `/industries/gun-ranges`. */
export function topicPath(kind: TopicKind, slug?: string): string {
  return slug ? `/${kind}/${slug}` : `/${kind}`;
}

/** The hub and its pages under this segment, or a 404 on a hub that sells nothing there. */
export async function topicsFromParams(
  params: Promise<{ hub: string }>,
  kind: TopicKind,
): Promise<{ hub: Hub; pages: readonly TopicPage[] }> {
  const { hub: id } = await params;
  const topics = isHubId(id) ? hubTopics(id) : null;
  if (!isHubId(id) || topics?.kind !== kind) notFound();
  return { hub: getHub(id), pages: topics.pages };
}

/** One topic page with its hub's list, or a 404. */
export async function topicFromParams(
  params: Promise<{ hub: string; slug: string }>,
  kind: TopicKind,
): Promise<{ hub: Hub; page: TopicPage; pages: readonly TopicPage[] }> {
  const { slug } = await params;
  const { hub, pages } = await topicsFromParams(params, kind);
  const page = pages.find((p) => p.slug === slug);
  if (!page) notFound();
  return { hub, page, pages };
}

/*
 * Next calls these once per hub the layout prerenders and merges each result
 * over that hub's params (deduplicated); an empty result would keep the hub
 * without the page's own params. So each returns the full list, hubs named.
 */

/** generateStaticParams of the index: only hubs with pages of this kind. */
export function topicIndexParams(kind: TopicKind) {
  return () => hubsWithTopics(kind).map((hub) => ({ hub }));
}

/** generateStaticParams of a topic page: each hub's own slugs, none on other hubs. */
export function topicPageParams(kind: TopicKind) {
  return () => hubsWithTopics(kind).flatMap((hub) => getTopics(hub).pages.map(({ slug }) => ({ hub, slug })));
}
