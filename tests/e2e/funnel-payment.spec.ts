import { expect, test } from "@playwright/test";
import { HUB_IDS, HUBS, hubUrl } from "./hubs";
import { frozenClock, hubApi } from "./funnel-support";

/** The payment-success page without STRIPE_SECRET_KEY: the timed confirmation. */

test("without session_id: 'Payment Issue' and 'Back to Pricing'", async ({ page }) => {
  await page.goto(hubUrl("marque", "/payment-success"));
  await expect(page.getByRole("heading", { level: 1, name: "Payment Issue" })).toBeVisible();
  await expect(page.getByText("We couldn't verify your payment. Please try again or contact support.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Pricing" }).click();
  await page.waitForURL((url) => url.pathname === "/pricing");
});

test("with session_id: 'Verifying Payment...' for 2 s, then success with the exact setup target per brand host", async ({
  page,
}) => {
  // Four hubs, one page load each: slow on a loaded CI machine.
  test.slow();
  await frozenClock(page);
  const sessionId = "cs_test_a1&b=2/c+d";
  for (const hub of HUB_IDS) {
    await page.goto(hubUrl(hub, `/payment-success?session_id=${encodeURIComponent(sessionId)}`));
    await expect(page.getByRole("heading", { name: "Verifying Payment..." })).toBeVisible();
    await page.clock.runFor(1_900);
    await expect(page.getByRole("heading", { name: "Verifying Payment..." })).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    const steps = page.locator("#main ol li");
    await expect(steps).toHaveText([
      /Create your account/,
      /Complete business verification/,
      /Get your dedicated phone number/,
      /Start sending SMS/,
    ]);
    await expect(page.getByRole("link", { name: "Complete Account Setup" })).toHaveAttribute(
      "href",
      `https://app.${HUBS[hub].domain}/?payment_success=true&session_id=cs_test_a1%26b%3D2%2Fc%2Bd`,
    );
  }
});

test("the payment check refuses a missing or malformed session id", async ({ request }) => {
  const api = hubApi("percymd");
  const missing = await request.get(api.url("/api/payments/session"), { headers: api.headers });
  expect(missing.status()).toBe(422);
  expect((await missing.json()).error.code).toBe("VALIDATION_INVALID_FORMAT");
  const spaces = await request.get(api.url(`/api/payments/session?session_id=${encodeURIComponent("a b")}`), {
    headers: api.headers,
  });
  expect(spaces.status()).toBe(422);
  const ok = await request.get(api.url("/api/payments/session?session_id=cs_test_1"), { headers: api.headers });
  expect(ok.headers()["cache-control"]).toBe("private, no-store");
  expect(await ok.json()).toEqual({ paid: true, checked: false });
});
