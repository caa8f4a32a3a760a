import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { HomeContent } from "@/components/home/home-content";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** /home shows the home page; its canonical address is /. */
export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.home, "/");
}

export default async function HomeAliasPage({ params }: HubParams) {
  return <HomeContent hub={await hubFromParams(params)} />;
}
