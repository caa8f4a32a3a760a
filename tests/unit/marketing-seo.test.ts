import { canonicalUrl } from "@/lib/seo/canonical";
import { snippet } from "@/lib/seo/client-metadata";
import { sitemapPaths, sitemapXml } from "@/components/marketing/sitemap";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { getContent, getTopics } from "@/content";
import { smsTerms, CARRIER_LIABILITY } from "@/content/legal";
import { CLIENTS, getClient } from "@/content/clients";
import { HUB_IDS, HUBS, getHub } from "@/lib/hubs/registry";
import { INDEXABLE_PATHS, NOINDEX_PATHS } from "@/lib/navigation/routes";
import { sharedPageDates, topicIndexDates } from "@/content/page-dates";

/** The published client programs the sitemap is given (the migration publishes these three). */
const PUBLISHED = CLIENTS.map((c) => c.id);

describe("per-hub sitemap", () => {
  it.each(HUB_IDS)("%s lists only its own domain", (id) => {
    const xml = sitemapXml(getHub(id), PUBLISHED);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBe(sitemapPaths(id, PUBLISHED).length);
    for (const loc of locs) expect(loc.startsWith(`https://${HUBS[id].domain}/`)).toBe(true);
    expect(locs).toContain(`https://${HUBS[id].domain}/pricing`);
  });

  it.each(HUB_IDS)("%s leaves out noindex pages", (id) => {
    for (const path of NOINDEX_PATHS) expect(sitemapPaths(id, PUBLISHED)).not.toContain(path);
  });

  it.each(HUB_IDS)("%s lists its topic pages, dated by their content, and no other hub's", (id) => {
    const xml = sitemapXml(getHub(id), PUBLISHED);
    const { kind, pages } = getTopics(id);
    for (const page of pages) {
      expect(xml).toContain(
        `<url><loc>https://${HUBS[id].domain}/${kind}/${page.slug}</loc><lastmod>${page.updated}</lastmod></url>`,
      );
    }
    const newest = pages
      .map((p) => p.updated)
      .sort()
      .at(-1);
    if (newest) {
      const { updated } = topicIndexDates(id);
      expect(updated >= newest).toBe(true);
      expect(xml).toContain(`<loc>https://${HUBS[id].domain}/${kind}</loc><lastmod>${updated}</lastmod>`);
    } else expect(xml).not.toContain(`/${kind}<`);
    for (const other of HUB_IDS.filter((o) => o !== id)) {
      const theirs = getTopics(other);
      for (const page of theirs.pages.filter((p) => !pages.some((own) => own.slug === p.slug))) {
        expect(xml).not.toContain(`/${theirs.kind}/${page.slug}<`);
      }
    }
  });

  it.each(HUB_IDS)("%s dates every shared page by its own copy, kept in the content, never the build time", (id) => {
    const xml = sitemapXml(getHub(id), PUBLISHED);
    for (const path of sitemapPaths(id, PUBLISHED).filter((p) => (INDEXABLE_PATHS as readonly string[]).includes(p))) {
      const { published, updated } = sharedPageDates(id, path as (typeof INDEXABLE_PATHS)[number]);
      const loc = `https://${HUBS[id].domain}${path === "/" ? "/" : path}`;
      expect(xml).toContain(`<loc>${loc}</loc><lastmod>${updated}</lastmod>`);
      expect(updated >= published).toBe(true);
    }
  });

  it("keeps client program pages in Marque's sitemap only, each canonical there", () => {
    expect(sitemapPaths("marque", PUBLISHED)).toContain("/clients/donsbt");
    expect(sitemapPaths("marque", PUBLISHED)).toContain("/clients/donsbt/terms");
    for (const id of HUB_IDS.filter((h) => h !== "marque")) {
      expect(sitemapPaths(id, PUBLISHED).filter((p) => p.startsWith("/clients/"))).toEqual([]);
      expect(canonicalUrl(getHub(id), "/clients/donsbt")).toBe(`https://${HUBS.marque.domain}/clients/donsbt`);
    }
  });

  it("cuts a long client description at a word, within 160 characters", () => {
    const long = "word ".repeat(60).trim();
    expect(snippet(long).length).toBeLessThanOrEqual(160);
    expect(snippet(long).endsWith("word…")).toBe(true);
    expect(snippet("short one")).toBe("short one");
  });

  it("keeps the shared legal pages in Marque's sitemap only", () => {
    expect(sitemapPaths("marque", PUBLISHED)).toEqual(expect.arrayContaining(["/terms", "/privacy"]));
    for (const id of HUB_IDS.filter((h) => h !== "marque")) {
      expect(sitemapPaths(id, PUBLISHED)).not.toContain("/terms");
      expect(sitemapPaths(id, PUBLISHED)).not.toContain("/privacy");
    }
  });
});

describe("marketing metadata", () => {
  it("keeps the default title on home and suffixes the hub name elsewhere", () => {
    const hub = getHub("percymd");
    expect(marketingMetadata(hub, getContent("percymd").seo.home, "/").title).toEqual({
      absolute: "PercyMD — HIPAA-compliant patient texting",
    });
    expect(marketingMetadata(hub, getContent("percymd").seo.pricing, "/pricing").title).toEqual({
      absolute: "Pricing | PercyMD",
    });
    expect(marketingMetadata(hub, getContent("percymd").seo.pricing, "/pricing").alternates?.canonical).toBe(
      "https://percymd.com/pricing",
    );
  });
});

describe("one page per query", () => {
  it("points the legal pages of every hub at Marque's copy and keeps the others self-canonical", () => {
    for (const id of HUB_IDS) {
      const hub = getHub(id);
      for (const path of ["/terms", "/privacy"]) {
        expect(marketingMetadata(hub, getContent(id).seo.faq, path).alternates?.canonical).toBe(
          `https://marquetext.com${path}`,
        );
      }
      for (const path of ["/pricing", "/about", "/faq", "/contact", "/demo"]) {
        expect(marketingMetadata(hub, getContent(id).seo.faq, path).alternates?.canonical).toBe(
          `https://${HUBS[id].domain}${path}`,
        );
      }
    }
  });
});

describe("SMS program terms", () => {
  it("carries every required disclosure", () => {
    const text = smsTerms({ programName: "Marque", messageTypes: "Offers", supportEmail: "s@example.com" })
      .map((t) => `${t.term}: ${t.detail}`)
      .join("\n");
    expect(text).toContain("Program name: Marque");
    expect(text).toContain("Message frequency varies.");
    expect(text).toContain("Message and data rates may apply.");
    expect(text).toMatch(/HELP/);
    expect(text).toMatch(/STOP/);
    expect(text).toContain(CARRIER_LIABILITY);
    expect(CARRIER_LIABILITY).toBe("Carriers are not liable for delayed or undelivered messages.");
    expect(text).toContain("s@example.com");
  });
});

describe("client registry", () => {
  it("has donsbt and unique ids", () => {
    expect(getClient("donsbt")?.name).toBeTruthy();
    expect(getClient("nope")).toBeUndefined();
    expect(new Set(CLIENTS.map((c) => c.id)).size).toBe(CLIENTS.length);
  });
});
