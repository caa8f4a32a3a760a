import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS, hubUrl } from "./hubs";
import { hubColors } from "./platform-helpers";

test.use({ colorScheme: "light" });

test("the theme toggle switches to dark, keeps the hub colors, and persists across reload", async ({ page }) => {
  for (const hub of HUB_IDS) {
    await page.goto(hubUrl(hub, "/pricing"));
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).toHaveClass(/\bdark\b/);

    // Hub colors stay; brand text switches to the shade that is AA on dark.
    const { primary, secondary, accent } = HUBS[hub].colors;
    expect(await hubColors(page)).toEqual({ primary, secondary, accent });
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand").trim(),
    );
    expect(brand.toUpperCase()).toBe(HUBS[hub].colors.primaryTextDark);

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  }
});

test("no flash: the stored theme is applied before any script of the app runs", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("theme", "dark"));
  // Block every JavaScript chunk: React never hydrates, so only the inline
  // theme script in the server HTML can set the class.
  let blocked = 0;
  await page.route("**/_next/static/**/*.js", (route) => {
    blocked++;
    return route.abort();
  });
  await page.goto(hubUrl("percymd", "/"), { waitUntil: "load" });
  // The chunks are requested after the first paint, so perhaps after the load event.
  await expect.poll(() => blocked).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\bdark\b/);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
});
