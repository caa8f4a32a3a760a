import { getHub, isHubId } from "@/lib/hubs";
import { hubTopics, topicPageParams } from "@/content/topic-routes";
import { SOCIAL_CARD_SIZE, socialCard } from "@/components/seo/social-card";

/** A topic page's own social card, naming the topic; prerendered for the hub's own slugs only. */
export const size = SOCIAL_CARD_SIZE;
export const contentType = "image/png";
export const alt = "Compliant business texting";
export const dynamicParams = false;
export const generateStaticParams = topicPageParams("solutions");

export default async function TopicOpengraphImage({ params }: { params: Promise<{ hub: string; slug: string }> }) {
  const { hub: id, slug } = await params;
  const hub = getHub(isHubId(id) ? id : "marque");
  const page = hubTopics(hub.id)?.pages.find((p) => p.slug === slug);
  return socialCard(hub, { big: page?.name ?? hub.name, middle: page?.title ?? "", small: hub.name });
}
