import { notFound } from "next/navigation";
import { getClient, type ClientProfile } from "@/content/clients";
import type { Hub } from "@/lib/hubs";
import { hubFromParams } from "@/lib/hubs/params";

export interface ClientParams {
  params: Promise<{ hub: string; clientId: string }>;
}

/** Hub and client from the route, or 404 for an unknown client. */
export async function clientFromParams(params: ClientParams["params"]): Promise<{ hub: Hub; client: ClientProfile }> {
  const hub = await hubFromParams(params);
  const client = getClient((await params).clientId);
  if (!client) notFound();
  return { hub, client };
}
