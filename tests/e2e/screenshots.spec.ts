import { expect, test } from "@playwright/test";
import { hubUrl } from "./hubs";
import { shots, VIEWPORTS } from "./screenshot-pages";

/**
 * Pictures of every hub's main pages, kept as references: a change that
 * breaks a layout shows as a diff. Deterministic: motion reduced (the
 * typewriter holds its first word, the hero conversation stands still),
 * CSS animations stopped, caret hidden, and each shot taken once the
 * deferred chrome (the floating admin button) is on screen. One page load
 * per picture.
 */
test.describe.configure({ mode: "parallel" });

for (const { hub, page: pageName, path, width, theme: colorScheme, name } of shots()) {
  test(`${hub} ${pageName} ${width} ${colorScheme}`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[width]);
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.goto(hubUrl(hub, path));
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expect(page.getByTestId("admin-button")).toBeVisible();
    await expect(page).toHaveScreenshot(name, {
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      maxDiffPixelRatio: 0.01,
    });
  });
}
