import { HUB_IDS, getHub, isHubId } from "@/lib/hubs";
import { sitemapXml } from "@/components/marketing/sitemap";

/**
 * Per-hub sitemap (an app/[hub]/sitemap.ts would be built once for all
 * hubs). The host rewrites map /sitemap.xml here; prerendered once per hub.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return HUB_IDS.map((hub) => ({ hub }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ hub: string }> }) {
  const { hub } = await params;
  if (!isHubId(hub)) return new Response(null, { status: 404 });
  return new Response(sitemapXml(getHub(hub)), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
