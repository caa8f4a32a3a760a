import { expect, test, type Page } from "@playwright/test";
import { hubUrl } from "./hubs";
import { HUBS } from "@/lib/hubs/registry";

/**
 * The sign-up start carries where the visit came from: a visitor who landed
 * with campaign parameters and then presses SignUp (header or a pricing
 * plan) reaches the hub's hosted checkout with the same utm values, which
 * the checkout records with the sign-up.
 */
/**
 * The hosted checkout's address the browser is sent to. /signup answers with a redirect there, and a route does
 * not see a redirect's target, so the request itself is watched; nothing resolves outside localhost in the tests.
 */
async function checkoutReached(page: Page, hub: "marque" | "percytech"): Promise<URL> {
  const request = await page.waitForRequest((r) => r.url().startsWith(`https://checkout.${HUBS[hub].domain}/`));
  return new URL(request.url());
}

async function landed(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("attribution"))).toContain("utm_source");
}

test("a plan's SignUp takes the landing's campaign to the hosted checkout", async ({ page }) => {
  test.slow();
  const reached = checkoutReached(page, "marque");
  await page.goto(hubUrl("marque", "/?utm_source=podcast&utm_medium=audio&utm_campaign=fall-launch"));
  await landed(page);
  await page.getByRole("link", { name: "Pricing", exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  const plan = page.getByRole("link", { name: /^SignUp for / }).first();
  await plan.click();
  const url = await reached;
  expect(url.searchParams.get("plan")).toBeTruthy();
  expect(url.searchParams.get("utm_source")).toBe("podcast");
  expect(url.searchParams.get("utm_medium")).toBe("audio");
  expect(url.searchParams.get("utm_campaign")).toBe("fall-launch");
});

test("the header's SignUp carries it too, and a visit without a campaign carries none", async ({ page }) => {
  test.slow();
  let reached = checkoutReached(page, "percytech");
  await page.goto(hubUrl("percytech", "/about?utm_source=newsletter&utm_medium=email"));
  await landed(page);
  await page.getByRole("link", { name: "SignUp" }).first().click();
  let url = await reached;
  expect(url.searchParams.get("utm_source")).toBe("newsletter");
  expect(url.searchParams.get("utm_medium")).toBe("email");

  // A new tab is a new session: nothing stored, so nothing to carry.
  const fresh = await page.context().newPage();
  reached = checkoutReached(fresh, "percytech");
  await fresh.goto(hubUrl("percytech", "/about"));
  await expect.poll(() => fresh.evaluate(() => sessionStorage.getItem("attribution"))).not.toBeNull();
  await fresh.getByRole("link", { name: "SignUp" }).first().click();
  url = await reached;
  expect([...url.searchParams.keys()].filter((key) => key.startsWith("utm_"))).toEqual([]);
});
