import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { HomeContent } from "@/components/home/home-content";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { OrganizationJsonLd } from "@/components/marketing/organization-json-ld";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.home, "/");
}

export default async function HomePage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <>
      <OrganizationJsonLd hub={hub} />
      <HomeContent hub={hub} />
    </>
  );
}
