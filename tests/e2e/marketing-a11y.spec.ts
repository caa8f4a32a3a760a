import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { HUB_IDS, hubUrl } from "./hubs";
import { marketingPages } from "./marketing-pages";

/**
 * Zero WCAG 2.1 A/AA violations on every marketing page on every
 * hub, light and dark, at desktop and phone width. The theme follows the system, so the color scheme
 * is emulated; only donsbt's client pages are scanned (same templates).
 * Light runs every A/AA rule; dark re-runs only the rules that depend on
 * color (structure, names and roles do not change with the theme), which
 * halves the cost on a 2-core CI.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const COLOR_RULES = ["color-contrast", "link-in-text-block"];
/** Phones get their own layout (stacked hero, wrapped table, footer targets), so both widths are scanned. */
const VIEWPORTS = { desktop: { width: 1280, height: 720 }, phone: { width: 390, height: 844 } } as const;

for (const hub of HUB_IDS) {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      test(`${hub} ${colorScheme} ${width}: no WCAG 2.1 A/AA violations`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        const paths = marketingPages(hub)
          .map((p) => p.path)
          .filter((p) => p !== "/home" && !/^\/clients\/(?!donsbt)/.test(p));
        for (const path of paths) {
          await page.goto(hubUrl(hub, path));
          await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
          const axe = new AxeBuilder({ page }).withTags(TAGS);
          const { violations } = await (colorScheme === "dark" ? axe.withRules(COLOR_RULES) : axe).analyze();
          const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(summary, `${hub} ${colorScheme} ${width} ${path}`).toEqual([]);
        }
      });
    }
  }
}
