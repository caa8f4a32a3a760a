import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { HUB_IDS, hubUrl } from "./hubs";

const MENU_ITEMS = ["Home", "Pricing", "About", "FAQ", "Demo", "Contact", "SignUp", "LogIn"];
const MENU_HREFS = ["/", "/pricing", "/about", "/faq", "/demo", "/contact", "/signup", "/admin"];

/** The page's scripts are requested after the first paint and never answered: the page never hydrates. */
async function holdScriptsBack(page: Page) {
  await page.route("**/_next/static/chunks/**", () => {});
}

/** The menu button as Chromium's accessibility tree has it, what a screen reader reads: its name and expanded state. */
async function announced(page: Page): Promise<{ name: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.querySelector('[popovertarget]')" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes.find((n) => n.role?.value === "button");
    const expanded = node?.properties?.find((p) => p.name === "expanded");
    return { name: String(node?.name?.value ?? ""), expanded: expanded ? Boolean(expanded.value.value) : undefined };
  } finally {
    await cdp.detach();
  }
}

test.describe("small screens (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("before any script has run, the menu opens, is announced, closes on Escape and on a link, on every hub", async ({
    page,
  }) => {
    test.slow();
    await holdScriptsBack(page);
    for (const hub of HUB_IDS) {
      await page.goto(hubUrl(hub, "/"), { waitUntil: "domcontentloaded" });
      const menu = page.getByRole("navigation", { name: "Mobile" });
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(menu).toBeHidden();
      expect(await announced(page)).toEqual({ name: "Open menu", expanded: false });

      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveText(MENU_ITEMS);
      expect(await menu.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        MENU_HREFS,
      );
      const close = page.getByRole("button", { name: "Close menu" });
      await expect(close).toBeVisible();
      expect(await announced(page)).toEqual({ name: "Close menu", expanded: true });

      // Escape closes it, and focus is back on the button.
      await menu.getByRole("link", { name: "Home" }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      // The button closes it too.
      await toggle.click();
      await expect(menu).toBeVisible();
      await close.click();
      await expect(menu).toBeHidden();

      // So does a tap on the backdrop, below the panel.
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(195, 830);
      await expect(menu).toBeHidden();

      // A link navigates, and the menu is closed on the page it opens.
      await toggle.click();
      await menu.getByRole("link", { name: "FAQ" }).click();
      await expect(page).toHaveURL(hubUrl(hub, "/faq"));
      await expect(menu).toBeHidden();
      // Still no script: the floating admin button only appears once the page has hydrated.
      await expect(page.getByTestId("admin-button")).toHaveCount(0);
    }
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the open menu (${colorScheme}): its own panel color, a backdrop, 44 px tap targets, no axe violations`, async ({
      page,
    }) => {
      await holdScriptsBack(page);
      await page.emulateMedia({ colorScheme });
      await page.goto(hubUrl("percymd", "/pricing"), { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();

      const colors = await menu.evaluate((nav) => ({
        panel: getComputedStyle(nav).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
        backdrop: getComputedStyle(nav, "::backdrop").backgroundColor,
      }));
      expect(colors.panel).not.toBe(colors.page);
      expect(colors.backdrop).not.toMatch(/^rgba\(0, 0, 0, 0\)$|transparent/);

      for (const box of await menu.getByRole("link").evaluateAll((as) => as.map((a) => a.getBoundingClientRect()))) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }

      const { violations } = await axeOn(page)
        .include("header")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("once hydrated, the menu keeps aria-expanded in step, and a link or Escape closes it", async ({ page }) => {
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
      await expect(menu.getByRole("link")).toHaveText(MENU_ITEMS);
      await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

      // The toggle closes it again…
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();

      // …and so does choosing a link, a client-side navigation that keeps the header.
      await toggle.click();
      await menu.getByRole("link", { name: "FAQ" }).click();
      await expect(page).toHaveURL(hubUrl(hub, "/faq"));
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();

      // Reopened on the new page, the active item has moved.
      await toggle.click();
      await expect(menu.locator('[aria-current="page"]')).toHaveText(["FAQ"]);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
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
