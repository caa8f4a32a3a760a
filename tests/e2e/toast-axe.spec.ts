import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { HUB_IDS, HUBS, type HubId } from "./hubs";
import { TOAST_VARIANTS } from "../../lib/toast/variants";

/**
 * Every toast variant, shown alone, passes axe (WCAG 2.1 A/AA, color
 * contrast included) on every hub in light and dark. The debug overlay's
 * toast preview raises them; it shows on staging hosts, so the page is served
 * as staging.<domain> while the server renders the hub's page.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function openAsStaging(page: Page, hub: HubId): Promise<void> {
  const origin = `http://staging.${HUBS[hub].domain}`;
  await page.route(`${origin}/**`, async (route) => {
    const url = route.request().url().replace(origin, `http://127.0.0.1:${E2E_PORT}`);
    const headers = { ...route.request().headers(), host: `${hub}.localhost:${E2E_PORT}` };
    await route.fulfill({ response: await route.fetch({ url, headers }) });
  });
  await page.goto(`${origin}/contact`);
  const overlay = page.getByTestId("debug-overlay");
  await overlay.locator("summary").click();
}

for (const hub of HUB_IDS) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`${hub} ${colorScheme}: every toast variant meets WCAG AA`, async ({ page }) => {
      // Seven toasts, each scanned by axe, on a shared machine.
      test.slow();
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await openAsStaging(page, hub);
      const preview = page.getByRole("group", { name: "Toast preview" });
      const found: Record<string, string[]> = {};
      for (const variant of TOAST_VARIANTS) {
        await preview.getByRole("button", { name: variant, exact: true }).click();
        const toast = page.locator("[data-sonner-toast][data-mounted='true']", { hasText: `${variant} toast` });
        await expect(toast).toBeVisible();
        await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", colorScheme);
        const { violations } = await axeOn(page).include("[data-sonner-toaster]").withTags(TAGS).analyze();
        found[variant] = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary ?? "").join(" | ")}`);
      }
      expect(found).toEqual(Object.fromEntries(TOAST_VARIANTS.map((v) => [v, []])));
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
}
