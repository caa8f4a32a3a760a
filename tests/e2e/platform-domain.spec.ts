import { hostname } from "node:os";
import { expect, test } from "@playwright/test";
import { HUBS } from "./hubs";
import { expectBranded, waitForHydration } from "./platform-helpers";
import { E2E_PORT } from "../../playwright.config";

// The browser resolves these domains to this machine (DOMAINS_ON_LOOPBACK in playwright.config.ts).
test("off localhost the hub comes from the domain and the hub switcher is not shown", async ({ page }) => {
  for (const [host, hub] of [
    ["percymd.com", "percymd"],
    ["www.percytext.com", "percytext"],
  ] as const) {
    await page.goto(`http://${host}:${E2E_PORT}/pricing`);
    await expectBranded(page, hub);
    await expect(page).toHaveTitle(`Pricing | ${HUBS[hub].name}`);
    await waitForHydration(page);
    await expect(page.getByTestId("hub-switcher")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Switch hub" })).toHaveCount(0);
  }
});

test("any other name does not resolve, so no test can reach the internet", async ({ page }) => {
  // This machine's own name resolves to it outside the browser: inside, it must not.
  await expect(page.goto(`http://${hostname()}:${E2E_PORT}/`)).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
});
