import type { Metadata } from "next";
import { topicFromParams, topicPageParams } from "@/content/topic-routes";
import { topicPageMetadata } from "@/components/topics/topic-metadata";
import { TopicArticle } from "@/components/topics/topic-article";

interface Props {
  params: Promise<{ hub: string; slug: string }>;
}

// Prerendered for the hub's own slugs only; every other address is a 404.
export const dynamicParams = false;
export const generateStaticParams = topicPageParams("solutions");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { hub, page } = await topicFromParams(params, "solutions");
  return topicPageMetadata(hub, "solutions", page);
}

export default async function SolutionsTopicPage({ params }: Props) {
  const { hub, page, pages } = await topicFromParams(params, "solutions");
  return <TopicArticle hub={hub} kind="solutions" page={page} pages={pages} />;
}
