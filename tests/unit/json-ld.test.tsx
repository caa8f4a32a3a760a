import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd } from "@/components/seo/json-ld";
import {
  breadcrumbLd,
  faqPageLd,
  organizationLd,
  plansServiceLd,
  topicServiceLd,
  topicWebPageLd,
} from "@/components/seo/structured-data";
import { getContent, getTopics } from "@/content";
import { getHub } from "@/lib/hubs/registry";

const marque = getHub("marque");

describe("structured data built from the rendered content", () => {
  it("escapes < so copy cannot close the script", () => {
    const html = renderToStaticMarkup(
      <JsonLd data={{ "@context": "https://schema.org", "@type": "Thing", name: "</script><b>" }} />,
    );
    expect(html).not.toContain("</script><b>");
    expect(html).toContain("\\u003c/script>");
  });

  it("gives the organization its support phone and email", () => {
    expect(organizationLd(marque)).toMatchObject({
      name: "Marque",
      url: "https://marquetext.com",
      contactPoint: { telephone: "+18435550199", email: marque.supportEmail },
    });
  });

  it("numbers the breadcrumb from Home with absolute addresses", () => {
    const ld = breadcrumbLd(marque, [
      { name: "Home", path: "/" },
      { name: "Industries", path: "/industries" },
    ]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://marquetext.com/" },
      { "@type": "ListItem", position: 2, name: "Industries", item: "https://marquetext.com/industries" },
    ]);
  });

  it("states every FAQ answer word for word", () => {
    const { items } = getContent("marque").faq;
    const ld = JSON.parse(JSON.stringify(faqPageLd(items))) as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(ld.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(items.map((i) => [i.question, i.answer]));
  });

  it("offers each plan at its monthly price in US dollars", () => {
    const { plans } = getContent("marque").pricing;
    const ld = JSON.parse(JSON.stringify(plansServiceLd(marque, "Marque texting plans", plans))) as {
      offers: { price: number; priceCurrency: string }[];
    };
    expect(ld.offers.map((o) => [o.price, o.priceCurrency])).toEqual(plans.map((p) => [p.priceMonthly, "USD"]));
  });

  it("dates a topic page as its copy: first written and last changed, the sitemap's lastmod", () => {
    for (const page of getTopics("marque").pages) {
      expect(topicWebPageLd(marque, "industries", page)).toMatchObject({
        "@type": "WebPage",
        url: `https://marquetext.com/industries/${page.slug}`,
        datePublished: page.published,
        dateModified: page.updated,
      });
    }
  });

  it("describes a topic page as a US service provided by the hub", () => {
    const page = getTopics("marque").pages.find((p) => p.slug === "gun-ranges");
    if (!page) throw new Error("gun-ranges missing");
    expect(topicServiceLd(marque, "industries", page)).toMatchObject({
      "@type": "Service",
      url: "https://marquetext.com/industries/gun-ranges",
      provider: { "@type": "Organization", name: "Marque" },
      areaServed: { "@type": "Country", name: "US" },
      audience: { "@type": "BusinessAudience", audienceType: "Gun ranges" },
    });
  });
});
