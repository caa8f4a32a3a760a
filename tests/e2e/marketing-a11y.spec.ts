import { axeOn, COLOR_RULES, rulesFor } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { HUB_IDS, hubUrl } from "./hubs";
import { marketingPages } from "./marketing-pages";

/**
 * Zero WCAG 2.1 A/AA violations, and none of axe's best practices (landmarks with distinct names, one h1,
 * headings in order), on every marketing page on every hub, light and dark, at desktop and phone width. The theme follows the system, so the color scheme
 * is emulated; only donsbt's client pages are scanned (same templates).
 * Each page loads once, light: every A/AA rule runs. Then the system turns dark and the page follows it,
 * the same document in the other theme: only the rules that depend on color run again (structure,
 * names and roles do not change with the theme), which halves the cost on a 2-core CI.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/** Paths that render another scanned path's page, same component and data: /home is /, /donsbt the client's page. */
const SAME_PAGE_AS = new Set(["/home", "/donsbt"]);
/** Phones get their own layout (stacked hero, wrapped table, footer targets), so both widths are scanned. */
const VIEWPORTS = { desktop: { width: 1280, height: 720 }, phone: { width: 390, height: 844 } } as const;

async function violations(page: Page, colorScheme: "light" | "dark"): Promise<string[]> {
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  const axe = axeOn(page).withTags(TAGS);
  const rules = rulesFor(colorScheme);
  const found = await (rules ? axe.withRules(rules) : axe).analyze();
  return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const hub of HUB_IDS) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`${hub} ${width}, light then dark: no WCAG 2.1 A/AA or best-practice violations`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      const paths = marketingPages(hub)
        .map((p) => p.path)
        .filter((p) => !SAME_PAGE_AS.has(p) && !/^\/clients\/(?!donsbt)/.test(p));
      for (const path of paths) {
        await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
        await page.goto(hubUrl(hub, path));
        expect.soft(await violations(page, "light"), `${hub} light ${width} ${path}`).toEqual([]);
        // The deferred chrome starts the theme following the system.
        await expect(page.getByTestId("admin-button")).toBeVisible();
        await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
        expect.soft(await violations(page, "dark"), `${hub} dark ${width} ${path}`).toEqual([]);
      }
    });
  }
}

test("the scan reports what it is shown: an image with no alt text, grey text on white", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><main><h1>Check</h1>
     <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
     <p style="color:#c8c8c8;background:#fff">Hard to read</p></main></html>`,
  );
  const ids = (await axeOn(page).withTags(TAGS).analyze()).violations.map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
  // A second scan of the same document (as after a theme change) sees the page as it is now.
  await page.locator("p").evaluate((p) => (p.style.color = "#333"));
  const again = (await axeOn(page).withRules(COLOR_RULES).analyze()).violations.map((v) => v.id);
  expect(again).toEqual([]);
});

test("the scan reads a fading-in dialog as it ends, not half faded", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><style>@keyframes in { from { opacity: 0 } }</style>
     <main><h1>Check</h1><div role="dialog" aria-label="Erase" style="animation: in 0.8s linear; background: #fff">
     <button style="background:#b91c1c;color:#fff">Erase now</button></div>
     <span style="display:inline-block;animation: in 1s linear infinite">…</span></main></html>`,
  );
  // Scanned at once, early in the fade, the button is faint red on white; at the end it is white on dark red.
  // The spinner never ends and is not waited for.
  const ids = (await axeOn(page).withRules(COLOR_RULES).analyze()).violations.map((v) => v.id);
  expect(ids).toEqual([]);
});
