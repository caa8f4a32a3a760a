import type { Metadata } from "next";
import type { Hub } from "@/lib/hubs";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { getContent, type SeoPage } from "@/content";

/** generateMetadata for a marketing page: the hub's own title, description and keywords. */
export function marketingMetadata(hub: Hub, page: SeoPage, path: string): Metadata {
  const seo = getContent(hub.id).seo[page];
  return pageMetadata(hub, {
    title: "title" in seo ? seo.title : undefined,
    description: seo.description,
    keywords: seo.keywords,
    path,
  });
}
