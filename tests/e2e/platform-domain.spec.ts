import { expect, test } from "@playwright/test";
import { HUBS } from "./hubs";
import { expectBranded, waitForHydration } from "./platform-helpers";
import { CHROMIUM, E2E_PORT } from "../../playwright.config";

// A real-looking domain needs Chromium to resolve it to loopback;
// launch options force a worker of their own, so this file holds one test.
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      "--host-resolver-rules=MAP percymd.com 127.0.0.1, MAP www.percytext.com 127.0.0.1",
      "--disable-gpu",
      "--disable-dev-shm-usage",
    ],
  },
});

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
