import type { Metadata } from "next";
import { topicFromParams, topicPageParams } from "@/content/topic-routes";
import { topicPageMetadata } from "@/components/topics/topic-metadata";
import { TopicArticle } from "@/components/topics/topic-article";

interface Props {
  params: Promise<{ hub: string; slug: string }>;
}

// Prerendered for the hub's own slugs only; every other address is a 404.
export const dynamicParams = false;
export const generateStaticParams = topicPageParams("industries");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { hub, page } = await topicFromParams(params, "industries");
  return topicPageMetadata(hub, "industries", page);
}

export default async function IndustriesTopicPage({ params }: Props) {
  const { hub, page, pages } = await topicFromParams(params, "industries");
  return <TopicArticle hub={hub} kind="industries" page={page} pages={pages} />;
}
