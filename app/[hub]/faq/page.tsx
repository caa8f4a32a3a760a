import type { Metadata } from "next";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { getContent } from "@/content";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { PageHeader } from "@/components/marketing/page-header";
import { FaqList } from "@/components/marketing/faq-list";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { faqPageLd } from "@/components/seo/structured-data";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  return marketingMetadata(hub, getContent(hub.id).seo.faq, "/faq");
}

export default async function FaqPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  const { faq } = getContent(hub.id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <JsonLd data={faqPageLd(faq.items)} />
      <Breadcrumbs hub={hub} trail={[{ name: "FAQ", path: "/faq" }]} />
      <PageHeader title={faq.title} intro={faq.intro} />
      <FaqList items={faq.items} />
    </div>
  );
}
