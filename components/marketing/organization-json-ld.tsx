import { siteUrl, type Hub } from "@/lib/hubs";
import { getContent } from "@/content";

/** JSON-LD Organization on each hub's home. */
export function OrganizationJsonLd({ hub }: { hub: Hub }) {
  const origin = siteUrl(hub);
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: hub.name,
    url: origin,
    logo: `${origin}/og-image.jpg`,
    description: getContent(hub.id).seo.home.description,
    email: hub.supportEmail,
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: hub.supportEmail },
  };
  // "<" escaped so copy can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
