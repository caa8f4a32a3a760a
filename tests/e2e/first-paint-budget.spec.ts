import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { HUB_IDS, fetchAs, hubUrl, type HubId } from "./hubs";
import { getTopics } from "../../content";

/**
 * Byte budgets that keep the first paint early (no timings): nothing but the
 * document in front of the text (on the prerendered pages and on the client
 * program pages rendered per request alike), the stylesheet in it once, no prefetch a
 * person did not ask for, and a home page of bounded size.
 */
const PAGES = [
  "/",
  "/pricing",
  "/contact",
  "/faq",
  "/opt-in-check",
  "/clients/donsbt",
  "/clients/donsbt/privacy",
  // A gated program's page, its age gate before anything else.
  "/clients/harbor-cigar",
];
/** The shared pages plus the hub's topic index and first topic page, where it has them. */
function pagesOf(hub: HubId): string[] {
  const { kind, pages } = getTopics(hub);
  return pages.length ? [...PAGES, `/${kind}`, `/${kind}/${pages[0].slug}`] : PAGES;
}
/** The stylesheet, inlined once into each page (raw bytes): four brands' tokens, bubbles and the hero's motion included. */
const INLINE_CSS_BUDGET = 47 * 1024;
/** Bytes of stylesheets and fonts fetched before the first paint. */
const BLOCKING_REQUEST_BUDGET = 0;
/** The home page's document, stylesheet included: hero conversation, compliance, client marks, footer contacts and topic links. */
const HOME_HTML_BUDGET = { raw: 130 * 1024, gzip: 25.5 * 1024 };

test("no font and no stylesheet request in front of the text: the stylesheet is in the document once", async ({
  request,
}) => {
  for (const hub of HUB_IDS) {
    for (const path of pagesOf(hub)) {
      const html = await (await fetchAs(request, hub, path)).text();
      const where = `${hub} ${path}`;
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      expect(styles, `${where}: one inline stylesheet`).toHaveLength(1);
      expect(styles[0].length, `${where}: inline stylesheet bytes`).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
      expect(styles[0], `${where}: no web font`).not.toMatch(/@font-face|\.woff2?\b/);
      expect(html, `${where}: no font preload`).not.toMatch(/<link[^>]*as="font"/);
      // The link React adopts on hydration stays disabled: never fetched, never blocking.
      const enabledStylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\sdisabled\b/.test(tag));
      expect(enabledStylesheets, `${where}: stylesheet links`).toEqual([]);
    }
  }
});

test("in the browser, no stylesheet or font is fetched before the page has loaded", async ({ page }) => {
  const blocking: { url: string; bytes: number }[] = [];
  page.on("requestfinished", async (req) => {
    if (!["stylesheet", "font"].includes(req.resourceType())) return;
    const sizes = await req.sizes();
    blocking.push({ url: req.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  for (const path of pagesOf("percymd")) await page.goto(hubUrl("percymd", path), { waitUntil: "load" });
  const bytes = blocking.reduce((n, r) => n + r.bytes, 0);
  expect(bytes, JSON.stringify(blocking)).toBeLessThanOrEqual(BLOCKING_REQUEST_BUDGET);
});

test("in the browser, the first paint comes from the document alone: no script, stylesheet or font is requested before it", async ({
  page,
}) => {
  // Ten pages on each of four hubs, each loaded to hydration.
  test.slow();
  for (const hub of HUB_IDS) {
    for (const path of pagesOf(hub)) {
      await page.goto(hubUrl(hub, path), { waitUntil: "load" });
      // Hydration proves the scripts did load, after the paint.
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\.js$/.test(e.name)));
      const { firstPaint, early } = await page.evaluate(() => {
        const paint =
          performance.getEntriesByName("first-paint")[0] ?? performance.getEntriesByName("first-contentful-paint")[0];
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          firstPaint: paint?.startTime ?? null,
          early: resources
            .filter((r) => ["script", "link", "css"].includes(r.initiatorType) && r.startTime < (paint?.startTime ?? 0))
            .map((r) => r.name),
        };
      });
      expect(firstPaint, `${hub} ${path}: painted`).not.toBeNull();
      expect(early, `${hub} ${path}: requested before the first paint at ${firstPaint} ms`).toEqual([]);
    }
  }
});

test("no RSC prefetch before a person shows intent; a pointer over a link prefetches it", async ({ page }) => {
  const rsc: string[] = [];
  page.on("request", (req) => {
    if (req.headers()["rsc"] === "1" || new URL(req.url()).searchParams.has("_rsc")) rsc.push(req.url());
  });
  await page.goto(hubUrl("marque", "/"));
  await page.waitForLoadState("networkidle");
  // Every link on screen at some point, as a reader scrolling to the end would.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(rsc).toEqual([]);

  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).hover();
  await expect.poll(() => rsc.filter((url) => new URL(url).pathname === "/about").length).toBeGreaterThan(0);
});

test("the home page's HTML stays under its size budget on every hub", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const body = await (await fetchAs(request, hub, "/")).body();
    const gzip = gzipSync(body, { level: 9 }).length;
    expect(body.length, `${hub} raw bytes`).toBeLessThanOrEqual(HOME_HTML_BUDGET.raw);
    expect(gzip, `${hub} gzip bytes`).toBeLessThanOrEqual(HOME_HTML_BUDGET.gzip);
  }
});
