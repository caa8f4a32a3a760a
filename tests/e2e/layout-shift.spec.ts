import { expect, test, type Page } from "@playwright/test";
import { HUB_IDS, hubUrl, type HubId } from "./hubs";

/** A phone's viewport, where headings wrap soonest. */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/** Every layout shift the page made while loading, with what moved. */
async function shiftsOf(page: Page, hub: HubId, path: string) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => (s.node?.textContent ?? "").trim().slice(0, 60));
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The web font arrives a second late, as on a slow phone: a late swap that re-wraps text would show here.
  await page.route("**/*.woff2", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(hubUrl(hub, path), { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  // Two frames, so a shift caused by the last change is recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
}

test("percymd /pricing does not move while it loads, even when the font is late (CLS 0)", async ({ page }) => {
  expect(await shiftsOf(page, "percymd", "/pricing")).toEqual([]);
});

for (const hub of HUB_IDS) {
  test(`${hub}: home, pricing and contact do not move while they load`, async ({ browser }) => {
    // Three throttled page loads.
    test.slow();
    for (const path of ["/", "/pricing", "/contact"]) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      expect({ path, shifts: await shiftsOf(page, hub, path) }).toEqual({ path, shifts: [] });
      await context.close();
    }
  });
}

test("every hub's home at desktop width does not move while it loads: the hero's thread holds its space", async ({
  browser,
}) => {
  test.slow();
  for (const hub of HUB_IDS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    expect({ hub, shifts: await shiftsOf(page, hub, "/") }).toEqual({ hub, shifts: [] });
    await context.close();
  }
});
