import type { Metadata } from "next";
import type { HubParams } from "@/lib/hubs/params";
import { topicIndexParams, topicsFromParams } from "@/content/topic-routes";
import { topicIndexMetadata } from "@/components/topics/topic-metadata";
import { TopicIndex } from "@/components/topics/topic-index";

// Prerendered only on the hubs with industries pages; a 404 elsewhere.
export const dynamicParams = false;
export const generateStaticParams = topicIndexParams("industries");

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const { hub } = await topicsFromParams(params, "industries");
  return topicIndexMetadata(hub, "industries");
}

export default async function IndustriesIndexPage({ params }: HubParams) {
  const { hub, pages } = await topicsFromParams(params, "industries");
  return <TopicIndex hub={hub} kind="industries" pages={pages} />;
}
