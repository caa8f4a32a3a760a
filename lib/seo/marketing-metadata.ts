import type { Metadata } from "next";
import type { Hub } from "@/lib/hubs";
import { pageMetadata } from "@/lib/seo/page-metadata";

/** A marketing page's own search copy, from the hub's content. */
export interface MarketingSeo {
  title?: string;
  description: string;
  keywords: readonly string[];
}

/** generateMetadata for a marketing page: the hub's own title, description and keywords. */
export function marketingMetadata(hub: Hub, seo: MarketingSeo, path: string): Metadata {
  return pageMetadata(hub, {
    title: "title" in seo ? seo.title : undefined,
    description: seo.description,
    keywords: seo.keywords,
    path,
  });
}
