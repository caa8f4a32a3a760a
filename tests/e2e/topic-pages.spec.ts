import { axeOn, rulesFor } from "./axe";
import { expect, test } from "@playwright/test";
import { HUB_IDS, fetchAs, hubUrl } from "./hubs";
import { getTopics } from "../../content";

/** Every topic page answers on its own hub only, carries the breadcrumb and a CTA naming the page. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const VIEWPORTS = { desktop: { width: 1280, height: 720 }, phone: { width: 390, height: 844 } } as const;

test("each topic page and index is served on its hub and 404 on the others", async ({ request }) => {
  test.setTimeout(120_000);
  for (const hub of HUB_IDS) {
    const { kind, pages } = getTopics(hub);
    const paths = pages.length ? [`/${kind}`, ...pages.map((p) => `/${kind}/${p.slug}`)] : [];
    for (const path of paths) {
      const res = await fetchAs(request, hub, path);
      expect(res.status(), `${hub}${path}`).toBe(200);
      const html = await res.text();
      expect(html, `${hub}${path}`).toMatch(/<nav aria-label="Breadcrumb"/);
      expect(html).toContain('"@type":"BreadcrumbList"');
      const slug = path.split("/")[2];
      if (slug) {
        expect(html, `${hub}${path}`).toContain(`href="/contact?industry=${slug}"`);
        expect(html).toContain('"@type":"Service"');
        expect(html).toContain('"@type":"FAQPage"');
        expect(html).toContain(`content="https://`);
        expect(html).toMatch(new RegExp(`og:image" content="[^"]+/${kind}/${slug}/opengraph-image`));
      }
      for (const other of HUB_IDS.filter((h) => h !== hub)) {
        const otherTopics = getTopics(other);
        if (otherTopics.kind === kind && otherTopics.pages.some((p) => path.endsWith(`/${p.slug}`))) continue;
        if (otherTopics.kind === kind && otherTopics.pages.length > 0 && path === `/${kind}`) continue;
        expect((await fetchAs(request, other, path)).status(), `${other}${path}`).toBe(404);
      }
    }
  }
});

test("a topic page's social card is a 1200×630 PNG", async ({ request }) => {
  const res = await fetchAs(request, "marque", "/industries/gun-ranges/opengraph-image");
  expect(res.status()).toBe(200);
  const body = await res.body();
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
});

for (const hub of HUB_IDS.filter((h) => getTopics(h).pages.length > 0)) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    // Each page loads once, light, for every rule; then the system turns dark and the same document follows it,
    // for the rules that depend on color.
    test(`${hub} topics ${width}, light then dark: no WCAG 2.1 A/AA violations`, async ({ page }) => {
      test.setTimeout(120_000);
      const { kind, pages } = getTopics(hub);
      await page.setViewportSize(viewport);
      for (const path of [`/${kind}`, `/${kind}/${pages[0].slug}`]) {
        await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
        await page.goto(hubUrl(hub, path));
        for (const colorScheme of ["light", "dark"] as const) {
          if (colorScheme === "dark") {
            // The deferred chrome starts the theme following the system.
            await expect(page.getByTestId("admin-button")).toBeVisible();
            await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
          }
          await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
          const axe = axeOn(page).withTags(TAGS);
          const rules = rulesFor(colorScheme);
          const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
          const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect.soft(summary, `${hub} ${colorScheme} ${width} ${path}`).toEqual([]);
        }
      }
    });
  }
}
