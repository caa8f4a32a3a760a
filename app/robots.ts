import type { MetadataRoute } from "next";
import { cookies, headers } from "next/headers";
import { getHub, resolveHub, siteUrl } from "@/lib/hubs";
import { detectEnvironment } from "@/lib/hubs/stage";

/** Per host: its own Sitemap line, admin disallowed. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const host = (await headers()).get("host");
  const hub = getHub(resolveHub(host, await cookies(), detectEnvironment(host)));
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] },
    sitemap: `${siteUrl(hub)}/sitemap.xml`,
  };
}
