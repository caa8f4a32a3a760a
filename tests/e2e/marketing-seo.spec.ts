import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS } from "./hubs";
import { getAsHub, marketingPages } from "./marketing-pages";
import { CLIENTS } from "../../content/clients";
import { getContent } from "../../content";
import { NOINDEX_PATHS } from "../../lib/navigation/routes";
import { sitemapPaths } from "../../components/marketing/sitemap";
import { canonicalHubId } from "../../lib/seo/canonical";

const attr = (html: string, re: RegExp) => html.match(re)?.[1];

test("robots.txt per host: its own Sitemap line and Disallow /admin", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const body = await (await getAsHub(request, hub, "/robots.txt")).text();
    expect(body).toContain(`Sitemap: https://${HUBS[hub].domain}/sitemap.xml`);
    expect(body).toMatch(/^Disallow: \/admin$/m);
  }
});

test("sitemap.xml per host lists only that host's indexable URLs", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const res = await getAsHub(request, hub, "/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const origin = `https://${HUBS[hub].domain}`;
    const expected = sitemapPaths(
      hub,
      CLIENTS.map((c) => c.id),
    ).map((p) => (p === "/" ? `${origin}/` : origin + p));
    expect(locs.sort()).toEqual(expected.sort());
    for (const path of NOINDEX_PATHS) expect(locs).not.toContain(origin + path);
  }
});

test("canonical, og:url, title and description per page on the hub's own domain", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const origin = `https://${HUBS[hub].domain}`;
    const titles = new Set<string>();
    for (const { path } of marketingPages(hub)) {
      const html = await (await getAsHub(request, hub, path)).text();
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
      const ogUrl = attr(html, /<meta property="og:url" content="([^"]+)"/);
      const expected =
        path === "/" || path === "/home"
          ? origin
          : path === "/donsbt"
            ? `https://${HUBS[canonicalHubId(hub, "/clients/donsbt")].domain}/clients/donsbt`
            : `https://${HUBS[canonicalHubId(hub, path)].domain}${path}`;
      expect(canonical, `${hub}${path}`).toBe(expected);
      expect(ogUrl, `${hub}${path}`).toBe(expected);
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(`${origin}/og-image.jpg`);
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(40);
      expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe("index, follow");
      if (path !== "/home" && path !== "/donsbt") titles.add(attr(html, /<title>([^<]+)<\/title>/) ?? "");
    }
    // Every distinct page has its own title (the /home and /donsbt aliases share theirs on purpose).
    expect(titles.size).toBe(marketingPages(hub).length - 2);
  }
});

test("JSON-LD Organization on each hub's home", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const html = await (await getAsHub(request, hub, "/")).text();
    const json = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
    const data = JSON.parse(json ?? "{}");
    expect(data).toMatchObject({ "@type": "Organization", name: HUBS[hub].name, url: `https://${HUBS[hub].domain}` });
  }
});

test("og-image.jpg per host is that hub's JPEG; opengraph-image is a 1200×630 PNG", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const jpg = await getAsHub(request, hub, "/og-image.jpg");
    expect(jpg.status()).toBe(200);
    expect(jpg.headers()["content-type"]).toBe("image/jpeg");
    expect(Buffer.compare(await jpg.body(), readFileSync(`public/${hub}/og-image.jpg`))).toBe(0);

    const png = await getAsHub(request, hub, "/opengraph-image");
    expect(png.status()).toBe(200);
    const body = await png.body();
    // PNG IHDR: width and height are big-endian at bytes 16 and 20.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("funnel, admin and unknown pages are noindex; an unknown path shows home with 404", async ({ request }) => {
  for (const hub of HUB_IDS) {
    for (const path of [...NOINDEX_PATHS, "/no-such-page"]) {
      const html = await (await getAsHub(request, hub, path)).text();
      expect(html, `${hub}${path}`).toMatch(/<meta name="robots" content="noindex/);
    }
    const res = await getAsHub(request, hub, "/no-such-page");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(getContent(hub).hero.description);
  }
});
