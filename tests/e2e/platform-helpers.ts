import { expect, type Page } from "@playwright/test";
import { HUBS, type HubId } from "./hubs";
import { E2E_PORT } from "../../playwright.config";

/** Plain `localhost:PORT`: the host on which the preferredHub cookie decides the hub. */
export const LOCAL_ORIGIN = `http://localhost:${E2E_PORT}`;

/** The hub's three colors as computed on <html>, upper-cased like the registry. */
export async function hubColors(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string) => style.getPropertyValue(name).trim().toUpperCase();
    return { primary: read("--hub-primary"), secondary: read("--hub-secondary"), accent: read("--hub-accent") };
  });
}

/** data-hub on root and body, and the hub's three CSS variables. */
export async function expectBranded(page: Page, hub: HubId) {
  await expect(page.locator("html")).toHaveAttribute("data-hub", hub);
  await expect(page.locator("body")).toHaveAttribute("data-hub", hub);
  const { primary, secondary, accent } = HUBS[hub].colors;
  expect(await hubColors(page)).toEqual({ primary, secondary, accent });
}

/** Waits until React has hydrated: the theme toggle only works once it has. */
export async function waitForHydration(page: Page) {
  const html = page.locator("html");
  const toggle = page.getByRole("button", { name: "Toggle dark mode" });
  const before = (await html.getAttribute("class")) ?? "";
  await expect(async () => {
    await toggle.click();
    expect((await html.getAttribute("class")) ?? "").not.toBe(before);
  }).toPass({ timeout: 7_000 });
  await toggle.click();
}
