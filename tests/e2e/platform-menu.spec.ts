import { expect, test } from "@playwright/test";
import { HUB_IDS, hubUrl } from "./hubs";

test.describe("small screens (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu toggles, lists the spec's order, LogIn goes to /admin, and a link closes it", async ({
    page,
  }) => {
    // Four hubs, a page load and a sign-in page each: slow on a loaded CI machine.
    test.slow();
    for (const hub of HUB_IDS) {
      await page.goto(hubUrl(hub, "/"));
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      // The page hydrates after its first paint; the floating admin button comes after hydration.
      await expect(page.getByTestId("admin-button")).toBeVisible();
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();

      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      const links = menu.getByRole("link");
      await expect(links).toHaveText(["Home", "Pricing", "About", "FAQ", "Demo", "Contact", "SignUp", "LogIn"]);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
        "/",
        "/pricing",
        "/about",
        "/faq",
        "/demo",
        "/contact",
        "/signup",
        "/admin",
      ]);
      await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

      // The toggle closes it again…
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();

      // …and so does choosing a link.
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "FAQ" }).click();
      await expect(page).toHaveURL(hubUrl(hub, "/faq"));
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

      // Reopened on the new page, the active item has moved.
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu.locator('[aria-current="page"]')).toHaveText(["FAQ"]);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }
  });
});

test("navigating to a new path scrolls the window to the top", async ({ page }) => {
  await page.goto(hubUrl("percytext", "/pricing"));
  // Make the page taller than any viewport so there is somewhere to scroll from.
  await page.evaluate(() => {
    document.body.style.minHeight = "5000px";
    window.scrollTo(0, 3000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(hubUrl("percytext", "/about"));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
