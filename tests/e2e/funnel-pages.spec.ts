import { axeOn } from "./axe";
import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS, hubUrl } from "./hubs";
import { fenceOffsite, hubApi } from "./funnel-support";

/** Every funnel page is noindex and keeps the hub's branding, from the first byte. */
const PAGES = ["/verify", "/verify-otp", "/check-email", "/payment-success"];

test("funnel pages are static, noindex and branded on every hub", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const api = hubApi(hub);
    for (const path of PAGES) {
      const response = await request.get(api.url(path), { headers: api.headers });
      expect(response.status(), `${hub} ${path}`).toBe(200);
      const html = await response.text();
      expect(html, `${hub} ${path}`).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).toContain(`<html lang="en" data-hub="${hub}"`);
      expect(html).toContain(`--hub-primary:${HUBS[hub].colors.primary}`);
      expect(html).toContain(`| ${HUBS[hub].name}</title>`);
      expect(
        response.headers()["x-nextjs-prerender"] ?? response.headers()["x-nextjs-cache"],
        `${hub} ${path} is prerendered`,
      ).toBeTruthy();
    }
  }
});

test("funnel screens have no axe violations (code form, check-email, payment views)", async ({ page }) => {
  // Five page loads and five axe runs: slow on a loaded CI machine.
  test.slow();
  // axe runs on timers, so the clock flows here (runFor only skips the 2 s wait).
  await fenceOffsite(page);
  await page.clock.install();
  await page.addInitScript(() => {
    window.sessionStorage.setItem("signup_email", "axe@example.com");
    window.sessionStorage.setItem("login_email", "axe@example.com");
  });
  for (const path of [
    "/verify?id=v1",
    "/verify-otp",
    "/check-email",
    "/payment-success",
    "/payment-success?session_id=cs_test_1",
  ]) {
    await page.goto(hubUrl("percymd", path));
    await expect(page.locator("#main h1")).toHaveCount(1);
    if (path.includes("session_id")) {
      await page.clock.runFor(2_000);
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    }
    const { violations } = await axeOn(page).include("#main").analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
  }
});
