import { existsSync, readFileSync } from "node:fs";
import { expect, test, type Browser, type Page, type PageScreenshotOptions } from "@playwright/test";
import { hubUrl } from "./hubs";
import { shots, VIEWPORTS, type Shot } from "./screenshot-pages";

/**
 * Pictures of every hub's main pages, kept as references: a change that
 * breaks a layout shows as a diff. Deterministic: motion reduced (the
 * typewriter holds its first word, the hero conversation stands still),
 * CSS animations stopped, caret hidden, and each shot taken once the
 * deferred chrome (the floating admin button) is on screen.
 *
 * One page load per page and width: the picture in the theme it loaded in,
 * then the other one after the system preference changes (the site follows
 * it while no theme is chosen). Phones load dark first and desktops light
 * first, so every page is also pictured as loaded straight into each theme.
 *
 * One page per worker, reused from test to test: public pages keep nothing between loads that shows, and a
 * browser context per test (a renderer process of its own) cost this spec a fifth of its CPU (59 → 47 s). Kept
 * in the module, not in a worker fixture of the spec's own, which would give the spec workers of its own.
 */
/** The worker's page, opened by its first test here; it closes with the worker's browser. */
let workerPage: Page | undefined;
async function pageOf(browser: Browser): Promise<Page> {
  if (!workerPage || workerPage.isClosed()) workerPage = await (await browser.newContext()).newPage();
  return workerPage;
}

test.describe.configure({ mode: "parallel" });

/** The shots of one page at one width, in the order they are taken. */
const loads = new Map<string, Shot[]>();
for (const shot of shots()) {
  const key = `${shot.hub} ${shot.page} ${shot.width}`;
  loads.set(key, [...(loads.get(key) ?? []), shot]);
}

/** The picture as every shot takes it. */
const SHOT: PageScreenshotOptions = { fullPage: true, animations: "disabled", caret: "hide", scale: "css" };

/**
 * The page pictured byte for byte as its reference: the usual case, told without decoding either PNG (decoding
 * and comparing took about a third of a second of the test worker per picture). Anything else goes to
 * toHaveScreenshot, which compares pixels within the tolerance, shows the diff, and writes a missing reference.
 */
async function sameAsReference(page: Page, name: string): Promise<boolean> {
  const reference = test.info().snapshotPath(name, { kind: "screenshot" });
  if (test.info().config.updateSnapshots === "all" || !existsSync(reference)) return false;
  return (await page.screenshot(SHOT)).equals(readFileSync(reference));
}

for (const [title, pictures] of loads) {
  const { hub, path, width } = pictures[0];
  const first = width === "phone" ? "dark" : "light";
  const ordered = [...pictures].sort((a, b) => Number(b.theme === first) - Number(a.theme === first));
  test(`${title} ${ordered.map((s) => s.theme).join(" then ")}`, async ({ browser }) => {
    const page = await pageOf(browser);
    await page.setViewportSize(VIEWPORTS[width]);
    await page.emulateMedia({ colorScheme: first, reducedMotion: "reduce" });
    await page.goto(hubUrl(hub, path));
    // The deferred chrome also starts the theme following the system.
    await expect(page.getByTestId("admin-button")).toBeVisible();
    for (const { theme, name } of ordered) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      if (await sameAsReference(page, name)) continue;
      // Soft: a changed picture in one theme does not hide the other's.
      await expect.soft(page).toHaveScreenshot(name, { ...SHOT, maxDiffPixelRatio: 0.01 });
    }
  });
}
