import { HUB_IDS, getHub, isHubId } from "@/lib/hubs";
import { getContent } from "@/content";
import { SOCIAL_CARD_SIZE, socialCard } from "@/components/seo/social-card";

/** The hub's social card, prerendered at build. */
export const size = SOCIAL_CARD_SIZE;
export const contentType = "image/png";
export const alt = "Compliant business texting";
export const dynamicParams = false;

export function generateStaticParams() {
  return HUB_IDS.map((hub) => ({ hub }));
}

export default async function OpengraphImage({ params }: { params: Promise<{ hub: string }> }) {
  const { hub: id } = await params;
  const hub = getHub(isHubId(id) ? id : "marque");
  const { hero } = getContent(hub.id);
  return socialCard(hub, { big: hub.name, middle: hero.tagline.line1, small: hero.tagline.line2 });
}
