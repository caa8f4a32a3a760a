import type { BreadcrumbList, FAQPage, Offer, Organization, Service, WebPage, WebSite, WithContext } from "schema-dts";
import type { FaqItem, PricingPlan, TopicPage } from "@/content/types";
import type { TopicKind } from "@/content";
import { siteUrl, type Hub } from "@/lib/hubs";
import { hubIdentity } from "@/lib/hubs/identity";
import { DEFAULT_OG_IMAGE } from "@/lib/seo/page-metadata";

/** One step of a breadcrumb trail: its name and path on the hub's own domain. */
export interface Crumb {
  name: string;
  path: string;
}

const CONTEXT = "https://schema.org" as const;

const absolute = (hub: Hub, path: string) => `${siteUrl(hub)}${path === "/" ? "/" : path}`;

/** The hub as an organization: name, site, logo and its support line. */
export function organizationLd(hub: Hub): Exclude<Organization, string> {
  const origin = siteUrl(hub);
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: hub.name,
    url: origin,
    logo: `${origin}${DEFAULT_OG_IMAGE}`,
    email: hub.supportEmail,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: hubIdentity(hub.id).supportPhone.e164,
      email: hub.supportEmail,
      areaServed: "US",
      availableLanguage: "en",
    },
  };
}

export function organizationDocument(hub: Hub): WithContext<Organization> {
  return { "@context": CONTEXT, ...organizationLd(hub) };
}

export function webSiteLd(hub: Hub, description: string): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: hub.name,
    url: siteUrl(hub),
    description,
    publisher: { "@id": `${siteUrl(hub)}/#organization` },
  };
}

/** Home first, then the given trail, each with its absolute address. */
export function breadcrumbLd(hub: Hub, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absolute(hub, crumb.path),
    })),
  };
}

/** The questions and answers the page shows, word for word. */
export function faqPageLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** A topic page as the service the hub provides to that audience in the US. */
export function topicServiceLd(hub: Hub, kind: TopicKind, page: TopicPage): WithContext<Service> {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: page.title,
    serviceType: page.title,
    description: page.description,
    url: absolute(hub, `/${kind}/${page.slug}`),
    provider: organizationLd(hub),
    areaServed: { "@type": "Country", name: "US" },
    audience: {
      "@type": "BusinessAudience",
      audienceType: kind === "industries" ? page.name : `Businesses that need ${page.name.toLowerCase()}`,
    },
  };
}

/** A topic page as a page: first written and last changed when its copy was (the sitemap's lastmod). */
export function topicWebPageLd(hub: Hub, kind: TopicKind, page: TopicPage): WithContext<WebPage> {
  return {
    "@context": CONTEXT,
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: absolute(hub, `/${kind}/${page.slug}`),
    inLanguage: "en-US",
    datePublished: page.published,
    dateModified: page.updated,
  };
}

/** The plans the pricing page shows, each a monthly offer in US dollars. */
export function plansServiceLd(hub: Hub, name: string, plans: readonly PricingPlan[]): WithContext<Service> {
  const url = absolute(hub, "/pricing");
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name,
    serviceType: "Business text messaging",
    url,
    provider: organizationLd(hub),
    areaServed: { "@type": "Country", name: "US" },
    offers: plans.map((plan): Offer => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      price: plan.priceMonthly,
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.priceMonthly,
        priceCurrency: "USD",
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
      url,
    })),
  };
}
