import { expect, test, type Page } from "@playwright/test";
import { HUB_IDS, hubUrl } from "./hubs";
import { adminCookie, E2E_ADMIN_CODE, prodUrl, warmUpDatabase } from "./admin-helpers";

/** Floating admin button: each state. The browser maps marquetext.com to this server. */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await warmUpDatabase();
});

const button = (page: Page) => page.getByTestId("admin-button");
const keys = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("admin_auth_token"), localStorage.getItem("admin_auth_timestamp")]);

test("localhost (*.localhost): the shield on every hub, bottom-left, linking to /admin", async ({ page }) => {
  for (const hub of HUB_IDS) {
    await page.goto(hubUrl(hub, "/pricing"));
    await expect(button(page)).toHaveAttribute("data-variant", "shield");
    const shield = page.getByRole("link", { name: "Admin dashboard" });
    await expect(shield).toHaveAttribute("href", "/admin");
    const box = await shield.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x < 40 && box.y + box.height > viewport.height - 40).toBeTruthy();
  }
  expect(await keys(page)).toEqual([null, null]);
});

test.describe("on a production host", () => {
  test("nothing is shown without keys or a code", async ({ page }) => {
    await page.goto(prodUrl("/"));
    await expect(page.locator("html")).toHaveAttribute("data-hub", "marque");
    // The decision runs after hydration: wait for the page's scripts, then check.
    await page.waitForLoadState("networkidle");
    await expect(button(page)).toHaveCount(0);
  });

  test("stored keys under 24 hours show the shield; at 24 hours both keys are removed", async ({ page }) => {
    const now = new Date("2026-06-01T12:00:00.000Z");
    await page.clock.install({ time: now });
    await page.goto(prodUrl("/about"));
    const almost = new Date(now.getTime() - 24 * 3_600_000 + 60_000).toISOString();
    await page.evaluate((stamp) => {
      localStorage.setItem("admin_auth_token", "authenticated");
      localStorage.setItem("admin_auth_timestamp", stamp);
    }, almost);
    await page.reload();
    await expect(button(page)).toHaveAttribute("data-variant", "shield");
    expect(await keys(page)).toEqual(["authenticated", almost]);

    // A minute later the keys are exactly 24 hours old.
    await page.clock.setSystemTime(new Date(now.getTime() + 60_000));
    await page.reload();
    await expect.poll(() => keys(page)).toEqual([null, null]);
    await expect(button(page)).toHaveCount(0);
  });

  test("?admin=<code>: checked by the server, keys and session stored, parameter removed", async ({
    page,
    context,
  }) => {
    await page.goto(prodUrl(`/pricing?plan=pro&admin=${encodeURIComponent(E2E_ADMIN_CODE)}#faq`));
    await expect(button(page)).toHaveAttribute("data-variant", "shield");
    expect(new URL(page.url()).search).toBe("?plan=pro");
    expect(page.url()).toContain("/pricing?plan=pro#faq");
    const [token, stamp] = await keys(page);
    expect(token).toBe("authenticated");
    expect(Math.abs(Date.parse(stamp ?? "") - Date.now())).toBeLessThan(60_000);
    expect(await adminCookie(context)).toBeTruthy();
    // The address never kept the code: not in history either.
    expect(await page.evaluate(() => location.href)).not.toContain(E2E_ADMIN_CODE);
    await page.getByRole("link", { name: "Admin dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("?admin=<wrong code>: parameter removed, nothing stored, the locked button offered", async ({
    page,
    context,
  }) => {
    await page.goto(prodUrl("/faq?admin=not-the-code"));
    await expect(button(page)).toHaveAttribute("data-variant", "locked");
    expect(new URL(page.url()).search).toBe("");
    expect(await keys(page)).toEqual([null, null]);
    expect(await adminCookie(context)).toBeUndefined();
  });

  test("the locked button's dialog: a wrong code says 'Invalid access code'; the right one opens /admin", async ({
    page,
    context,
  }) => {
    await page.goto(prodUrl("/?admin"));
    await page.getByRole("button", { name: "Admin sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Admin access" });
    await expect(dialog).toBeVisible();
    const input = dialog.getByLabel("Access code");
    await expect(input).toBeFocused();
    // Escape closes it and focus returns to the locked button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Admin sign-in" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();
    await input.fill("wrong-code");
    await dialog.getByRole("button", { name: "Unlock" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Invalid access code");
    await expect(input).toHaveValue("wrong-code");
    expect(await adminCookie(context)).toBeUndefined();

    await input.fill(E2E_ADMIN_CODE);
    await input.press("Enter");
    await expect(page).toHaveURL(prodUrl("/admin"));
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect((await keys(page))[0]).toBe("authenticated");
    await expect(button(page)).toHaveAttribute("data-variant", "shield");
  });
});
