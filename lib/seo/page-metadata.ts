import type { Metadata } from "next";
import { siteUrl, type Hub } from "@/lib/hubs";
import { canonicalUrl } from "./canonical";

/** The default page description. */
export const DEFAULT_DESCRIPTION = "Compliant texting, customer engagement and growth tools for businesses.";

export const DEFAULT_KEYWORDS = [
  "business texting",
  "compliant SMS",
  "SMS marketing",
  "customer engagement",
  "text message marketing",
];

/** Default social image path. A copy per hub lives in public/<hub>/. */
export const DEFAULT_OG_IMAGE = "/og-image.jpg";

export function defaultTitle(hub: Hub): string {
  return hub.health ? `${hub.name} — HIPAA-compliant patient texting` : `${hub.name} — Compliant business texting`;
}

export interface PageMetadataInput {
  /** Page title; omitted means the hub's default title. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** Path on the hub's own domain, e.g. "/pricing". */
  path: string;
  noindex?: boolean;
  image?: string;
}

/**
 * The given title followed by the product
 * (hub) name unless it is the default title; description, keywords, social
 * tags, robots index/follow and a canonical link on the hub's own domain
 * (on the canonical hub's domain for the pages all hubs share).
 */
export function pageMetadata(hub: Hub, input: PageMetadataInput): Metadata {
  const title = input.title ? `${input.title} | ${hub.name}` : defaultTitle(hub);
  const description = input.description ?? DEFAULT_DESCRIPTION;
  const origin = siteUrl(hub);
  // A page shared by every hub names one hub's copy canonical.
  const url = canonicalUrl(hub, input.path);
  const image = `${origin}${input.image ?? DEFAULT_OG_IMAGE}`;
  return {
    metadataBase: new URL(origin),
    title: { absolute: title },
    description,
    keywords: [...(input.keywords ?? DEFAULT_KEYWORDS)],
    alternates: { canonical: url },
    // public/<hub>/icon.svg, served per host by the proxy; without it browsers request a missing /favicon.ico.
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
    robots: input.noindex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: "website",
      siteName: hub.name,
      title,
      description,
      url,
      images: [{ url: image, width: 1200, height: 630, alt: hub.name }],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [image],
    },
  };
}
