import { expect, test, type Page, type Route } from "@playwright/test";
import { hubUrl } from "./hubs";
import { expectToast, openContact } from "./contact-helpers";
import { CHECK_MESSAGES } from "../../lib/contact/checks";

/**
 * The chrome that loads after hydration (the toast region, the admin button)
 * works on first use whether or not the page had time to fetch it: a use
 * before it arrives is kept and shown once it does.
 */

/** Holds back the chunk that carries the toast region until `release()`; everything else loads as usual. */
function holdDeferredChrome(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let seen = false;
  let released = false;
  void page.route("**/_next/static/chunks/**/*.js", async (route: Route) => {
    // Fetched from Node, which cannot resolve *.localhost: loopback, with the page's host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = "127.0.0.1";
    const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
    const body = await response.text();
    const fulfil = () => route.fulfill({ response, body }).catch(() => undefined);
    if (!released && body.includes("data-sonner-toaster")) {
      seen = true;
      held.push(fulfil);
    } else await fulfil();
  });
  return {
    requested: () => seen,
    release: async () => {
      released = true;
      for (const f of held.splice(0)) await f();
    },
  };
}

/** sonner's region: there from its first render, before any toast. */
const toastRegion = (page: Page) => page.locator('section[aria-label^="Notifications"]');

test("a toast raised before the toast region has loaded shows once it arrives", async ({ page }) => {
  const chrome = holdDeferredChrome(page);
  // The page's own clock: sonner replays a waiting toast from its timers once its region subscribes.
  const token = page.waitForResponse((r) => r.url().endsWith("/api/form-token") && r.ok());
  await page.goto(hubUrl("marque", "/contact"));
  // Hydrated (the form has its token), the deferred chunk asked for and not yet given.
  await token;
  await expect.poll(chrome.requested).toBe(true);
  await expect(toastRegion(page)).toHaveCount(0);
  // Empty and early: the form refuses it with a toast (too fast, or fields missing on a slow machine).
  await page.getByRole("button", { name: "Send Message" }).click();
  await chrome.release();
  const titles = [CHECK_MESSAGES["too-fast"].title, CHECK_MESSAGES.required.title];
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  expect(titles).toContain(await page.locator("[data-sonner-toast] [data-title]").first().textContent());
});

test("after an idle period the toast region is in place before the first use", async ({ page }) => {
  await openContact(page, "marque");
  await expect(toastRegion(page)).toBeAttached();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, CHECK_MESSAGES["too-fast"]);
});

test("the admin button works on its first press, whether it arrived late or early", async ({ page }) => {
  const chrome = holdDeferredChrome(page);
  await page.goto(hubUrl("marque", "/pricing"));
  await expect.poll(chrome.requested).toBe(true);
  await expect(page.getByTestId("admin-button")).toHaveCount(0);
  await chrome.release();
  await page.getByRole("link", { name: "Admin dashboard" }).click();
  await expect(page).toHaveURL(/\/admin/);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.goto(hubUrl("marque", "/pricing"));
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Admin dashboard" }).click();
  await expect(page).toHaveURL(/\/admin/);
});
