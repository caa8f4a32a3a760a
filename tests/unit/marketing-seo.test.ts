import { sitemapPaths, sitemapXml } from "@/components/marketing/sitemap";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { getContent } from "@/content";
import { smsTerms, CARRIER_LIABILITY } from "@/content/legal";
import { CLIENTS, getClient } from "@/content/clients";
import { HUB_IDS, HUBS, getHub } from "@/lib/hubs/registry";
import { NOINDEX_PATHS } from "@/lib/navigation/routes";

/** The published client programs the sitemap is given (the migration publishes these three). */
const PUBLISHED = CLIENTS.map((c) => c.id);

describe("per-hub sitemap", () => {
  it.each(HUB_IDS)("%s lists only its own domain", (id) => {
    const xml = sitemapXml(getHub(id), PUBLISHED);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBe(sitemapPaths(PUBLISHED).length);
    for (const loc of locs) expect(loc.startsWith(`https://${HUBS[id].domain}/`)).toBe(true);
    expect(locs).toContain(`https://${HUBS[id].domain}/pricing`);
    expect(locs).toContain(`https://${HUBS[id].domain}/clients/donsbt`);
  });

  it("leaves out noindex pages", () => {
    for (const path of NOINDEX_PATHS) expect(sitemapPaths(PUBLISHED)).not.toContain(path);
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

describe("SMS programme terms", () => {
  it("carries every required disclosure", () => {
    const text = smsTerms({ programName: "Marque", messageTypes: "Offers", supportEmail: "s@example.com" })
      .map((t) => `${t.term}: ${t.detail}`)
      .join("\n");
    expect(text).toContain("Programme name: Marque");
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
