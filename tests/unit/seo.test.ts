import { HUBS, HUB_IDS } from "@/lib/hubs/registry";
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, defaultTitle, pageMetadata } from "@/lib/seo/page-metadata";

describe("pageMetadata", () => {
  const md = HUBS.percymd;

  it("titles a page '<title> | <hub name>'", () => {
    const meta = pageMetadata(md, { title: "Pricing", path: "/pricing" });
    expect(meta.title).toEqual({ absolute: "Pricing | PercyMD" });
    expect(meta.openGraph?.title).toBe("Pricing | PercyMD");
    expect(meta.twitter?.title).toBe("Pricing | PercyMD");
  });

  it.each(HUB_IDS)("uses %s's default title as is, without the suffix", (id) => {
    const meta = pageMetadata(HUBS[id], { path: "/" });
    expect(meta.title).toEqual({ absolute: defaultTitle(HUBS[id]) });
    expect(defaultTitle(HUBS[id])).toContain(HUBS[id].name);
    expect(defaultTitle(HUBS[id])).not.toContain(" | ");
  });

  it("defaults the description to the purpose and keeps a given one", () => {
    expect(DEFAULT_DESCRIPTION).toBe("Compliant texting, customer engagement and growth tools for businesses.");
    expect(pageMetadata(md, { path: "/" }).description).toBe(DEFAULT_DESCRIPTION);
    const given = pageMetadata(md, { path: "/faq", description: "Answers." });
    expect(given.description).toBe("Answers.");
    expect(given.openGraph?.description).toBe("Answers.");
    expect(given.twitter?.description).toBe("Answers.");
  });

  it("writes default or given keywords", () => {
    expect(pageMetadata(md, { path: "/" }).keywords).toEqual(DEFAULT_KEYWORDS);
    expect(DEFAULT_KEYWORDS.length).toBeGreaterThan(0);
    expect(pageMetadata(md, { path: "/", keywords: ["HIPAA texting"] }).keywords).toEqual(["HIPAA texting"]);
  });

  it("sets robots to index, follow unless noindex", () => {
    expect(pageMetadata(md, { path: "/" }).robots).toEqual({ index: true, follow: true });
    expect(pageMetadata(md, { path: "/verify", noindex: true }).robots).toEqual({ index: false, follow: false });
  });

  it.each(HUB_IDS)("puts the canonical link and og:url on %s's own domain", (id) => {
    const hub = HUBS[id];
    const page = pageMetadata(hub, { title: "About", path: "/about" });
    expect(page.alternates?.canonical).toBe(`https://${hub.domain}/about`);
    expect(page.openGraph).toMatchObject({ url: `https://${hub.domain}/about`, siteName: hub.name });
    expect(page.metadataBase?.toString()).toBe(`https://${hub.domain}/`);
    expect(pageMetadata(hub, { path: "/" }).alternates?.canonical).toBe(`https://${hub.domain}`);
  });

  it("uses og-image.jpg as the default social image, on the hub's domain", () => {
    const meta = pageMetadata(md, { path: "/" });
    const og = meta.openGraph?.images as Array<{ url: string; width: number; height: number }>;
    expect(og[0]).toMatchObject({ url: "https://percymd.com/og-image.jpg", width: 1200, height: 630 });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: ["https://percymd.com/og-image.jpg"] });
    const custom = pageMetadata(md, { path: "/", image: "/demo.jpg" }).openGraph?.images as Array<{ url: string }>;
    expect(custom[0].url).toBe("https://percymd.com/demo.jpg");
  });
});
