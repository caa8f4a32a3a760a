import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { FaqList } from "@/components/marketing/faq-list";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.faq, "/faq");
}

export default async function FaqPage({ params }: HubParams) {
  const { faq } = getContent((await hubFromParams(params)).id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title={faq.title} intro={faq.intro} />
      <FaqList items={faq.items} />
    </div>
  );
}
