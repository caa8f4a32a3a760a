import { getHub, isHubId } from "@/lib/hubs";
import { sitemapXml } from "@/components/marketing/sitemap";
import { getBackend } from "@/lib/backend";

/**
 * Per-hub sitemap (an app/[hub]/sitemap.ts would be built once for all
 * hubs). The host rewrites map /sitemap.xml here. Read per request: it lists
 * the client programs published now, and no other.
 */
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ hub: string }> }) {
  const { hub } = await params;
  if (!isHubId(hub)) return new Response(null, { status: 404 });
  return new Response(sitemapXml(getHub(hub), await getBackend().programs.publishedSlugs()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
