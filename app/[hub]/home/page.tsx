import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo";
import { HomeContent } from "@/components/home/home-content";

/** SPEC §2: /home shows the home page; its canonical address is /. */
export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { path: "/" });
}

export default async function HomeAliasPage({ params }: HubParams) {
  return <HomeContent hub={await hubFromParams(params)} />;
}
