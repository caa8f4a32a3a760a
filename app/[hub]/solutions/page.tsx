import type { Metadata } from "next";
import type { HubParams } from "@/lib/hubs/params";
import { topicIndexParams, topicsFromParams } from "@/content/topic-routes";
import { topicIndexMetadata } from "@/components/topics/topic-metadata";
import { TopicIndex } from "@/components/topics/topic-index";

// Prerendered only on the hubs with solutions pages; a 404 elsewhere.
export const dynamicParams = false;
export const generateStaticParams = topicIndexParams("solutions");

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const { hub } = await topicsFromParams(params, "solutions");
  return topicIndexMetadata(hub, "solutions");
}

export default async function SolutionsIndexPage({ params }: HubParams) {
  const { hub, pages } = await topicsFromParams(params, "solutions");
  return <TopicIndex hub={hub} kind="solutions" pages={pages} />;
}
