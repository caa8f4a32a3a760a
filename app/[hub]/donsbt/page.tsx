import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hubFromParams, type HubParams } from "@/lib/hubs/params";
import { getClient } from "@/content/clients";
import { clientMetadata } from "@/lib/seo/client-metadata";
import { ClientProfileView } from "@/components/marketing/client-profile-view";

/** /donsbt shows the donsbt client's page; canonical is /clients/donsbt. */
const DONSBT = getClient("donsbt");

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  if (!DONSBT) notFound();
  return clientMetadata(hub, DONSBT, "profile");
}

export default async function DonsbtPage({ params }: HubParams) {
  const hub = await hubFromParams(params);
  if (!DONSBT) notFound();
  return <ClientProfileView client={DONSBT} hub={hub} />;
}
