import type { Metadata } from "next";
import type { TopicKind, TopicPage } from "@/content";
import { TOPIC_INDEX } from "@/content/topic-index";
import type { Hub } from "@/lib/hubs";
import { topicPath } from "@/content/topic-routes";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** The topic index: the hub's own title and description. */
export function topicIndexMetadata(hub: Hub, kind: TopicKind): Metadata {
  return marketingMetadata(hub, TOPIC_INDEX[hub.id].seo, topicPath(kind));
}

/** A topic page: its title and description, canonical on itself, with the card that names it. */
export function topicPageMetadata(hub: Hub, kind: TopicKind, page: TopicPage): Metadata {
  const path = topicPath(kind, page.slug);
  return pageMetadata(hub, {
    title: page.title,
    description: page.description,
    keywords: [page.name, page.title],
    path,
    image: `${path}/opengraph-image`,
  });
}
