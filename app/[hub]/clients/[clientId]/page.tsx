import type { Metadata } from "next";
import { clientFromParams, type ClientParams } from "@/components/marketing/client-params";
import { clientMetadata } from "@/lib/seo/client-metadata";
import { ClientProfileView } from "@/components/marketing/client-profile-view";

export async function generateMetadata({ params }: ClientParams): Promise<Metadata> {
  const { hub, client } = await clientFromParams(params);
  return clientMetadata(hub, client, "profile");
}

export default async function ClientPage({ params }: ClientParams) {
  const { hub, client } = await clientFromParams(params);
  return <ClientProfileView client={client} hub={hub} />;
}
