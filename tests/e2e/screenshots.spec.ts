import { expect, test } from "@playwright/test";
import { HUB_IDS, hubUrl, type HubId } from "./hubs";
import { getTopics } from "../../content";

/**
 * Pictures of every hub's main pages, kept as references: a change that
 * breaks a layout shows as a diff. Deterministic: motion reduced (the
 * typewriter holds its first word, the hero conversation stands still),
 * CSS animations stopped, caret hidden, and each shot taken once the
 * deferred chrome (the floating admin button) is on screen. One page load
 * per picture.
 */
const MAIN_PAGES = { home: "/", pricing: "/pricing", contact: "/contact", about: "/about" };
/** Beside the main pages: the hub's topic index and its first topic page. */
function pagesOf(hub: HubId): Record<string, string> {
  const { kind, pages } = getTopics(hub);
  return { ...MAIN_PAGES, topics: `/${kind}`, topic: `/${kind}/${pages[0].slug}` };
}
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const THEMES = ["light", "dark"] as const;

test.describe.configure({ mode: "parallel" });

for (const hub of HUB_IDS) {
  for (const [pageName, path] of Object.entries(pagesOf(hub))) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of THEMES) {
        test(`${hub} ${pageName} ${width} ${colorScheme}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
          await page.goto(hubUrl(hub, path));
          await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
          await expect(page.getByTestId("admin-button")).toBeVisible();
          await expect(page).toHaveScreenshot(`${hub}-${pageName}-${width}-${colorScheme}.png`, {
            fullPage: true,
            animations: "disabled",
            caret: "hide",
            maxDiffPixelRatio: 0.01,
          });
        });
      }
    }
  }
}
