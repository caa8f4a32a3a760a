import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS, hubUrl } from "./hubs";

for (const hub of HUB_IDS) {
  test(`${hub}: the first byte is branded`, async ({ page }) => {
    await page.goto(hubUrl(hub, "/pricing"));
    await expect(page.locator("html")).toHaveAttribute("data-hub", hub);
    await expect(page.locator("body")).toHaveAttribute("data-hub", hub);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--hub-primary").trim(),
    );
    expect(primary.toUpperCase()).toBe(HUBS[hub].colors.primary);
  });
}
