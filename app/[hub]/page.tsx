import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { HomeContent } from "@/components/home/home-content";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationDocument, webSiteLd } from "@/components/seo/structured-data";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.home, "/");
}

export default async function HomePage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  return (
    <>
      <JsonLd data={organizationDocument(hub)} />
      <JsonLd data={webSiteLd(hub, getContent(hub.id).seo.home.description)} />
      <HomeContent hub={hub} />
    </>
  );
}
