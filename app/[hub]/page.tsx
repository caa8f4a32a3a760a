import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo";
import { HomeContent } from "@/components/home/home-content";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  return pageMetadata(await hubFromParams(params), { path: "/" });
}

export default async function HomePage({ params }: HubParams) {
  return <HomeContent hub={await hubFromParams(params)} />;
}
