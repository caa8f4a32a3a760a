import { siteUrl, type Hub } from "@/lib/hubs";
import { INDEXABLE_PATHS } from "@/lib/navigation/routes";

/** Indexable paths of one host: the shared pages plus each published client program's pages. */
export function sitemapPaths(clientSlugs: readonly string[]): string[] {
  const clientPaths = clientSlugs.flatMap((id) => [`/clients/${id}`, `/clients/${id}/terms`, `/clients/${id}/privacy`]);
  return [...INDEXABLE_PATHS, ...clientPaths];
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemaps.org XML for one hub, every URL on that hub's own domain. */
export function sitemapXml(hub: Hub, clientSlugs: readonly string[]): string {
  const origin = siteUrl(hub);
  const urls = sitemapPaths(clientSlugs)
    .map((path) => `  <url><loc>${escapeXml(origin + (path === "/" ? "/" : path))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
