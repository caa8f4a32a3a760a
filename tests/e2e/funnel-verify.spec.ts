import { expect, test, type Page } from "@playwright/test";
import { hubUrl, type HubId } from "./hubs";
import { fenceOffsite, frozenClock, pasteInto, seedSession, stubApi } from "./funnel-support";

/** Sign-up mode, with the API answered by the test. */
const CODE = "#main input[autocomplete='one-time-code']";
const verifyButton = (page: Page) => page.getByRole("button", { name: "Verify & Sign In" });
const resendButton = (page: Page) => page.getByRole("button", { name: /Resend code/ });

/**
 * Open the verify page and wait for its code field: the page is static and its widget reads the query in
 * the browser, so the field appears once the page hydrates (seconds on a loaded 2-core runner).
 */
async function openVerify(page: Page, hub: HubId, path: string): Promise<void> {
  await page.goto(hubUrl(hub, path));
  await expect(page.locator(CODE)).toBeVisible({ timeout: 20_000 });
}

test.beforeEach(async ({ page }) => {
  await fenceOffsite(page);
});

test("code input: digits only, at most 6, button disabled under 6, Enter explains", async ({ page }) => {
  const calls = await stubApi(page, "/api/verify-code", { status: 200, body: { verification_id: "v1" } });
  await openVerify(page, "marque", "/verify?id=v1");
  const input = page.locator(CODE);
  await expect(input).toHaveAttribute("inputmode", "numeric");
  await expect(input).toHaveAttribute("maxlength", "6");
  await expect(page.getByText("The code expires in 15 minutes.")).toBeVisible();
  await input.pressSequentially("1a2-3 b4");
  await expect(input).toHaveValue("1234");
  await expect(verifyButton(page)).toBeDisabled();
  await input.press("Enter");
  await expect(page.getByText("Please enter a 6-digit code")).toBeVisible();
  await input.pressSequentially("5");
  await expect(verifyButton(page)).toBeDisabled();
  expect(calls).toHaveLength(0);
});

test("the sixth digit submits by itself with the verify-code body; success stores the id and goes to /admin after 1.5 s", async ({
  page,
}) => {
  await frozenClock(page);
  const calls = await stubApi(page, "/api/verify-code", { status: 200, body: { verification_id: "ver-9" } });
  await seedSession(page, {
    signup_data: JSON.stringify({ email: "ann@example.com", phone: "+12015551234", verificationId: "stored" }),
  });
  await openVerify(page, "percymd", "/verify?id=ver-9");
  await expect(page.getByText("+12015551234")).toBeVisible();
  await page.locator(CODE).pressSequentially("424242");
  await expect(page.getByRole("heading", { name: "Account Verified!" })).toBeVisible();
  await expect(page.getByText("Your account has been created.", { exact: false })).toBeVisible();
  expect(calls).toEqual([
    {
      verification_id: "ver-9",
      verification_code: "424242",
      email: "ann@example.com",
      mobile_phone_number: "+12015551234",
      auth_method: "sms",
    },
  ]);
  expect(await page.evaluate(() => sessionStorage.getItem("verified_verification_id"))).toBe("ver-9");
  await page.clock.runFor(1_400);
  expect(new URL(page.url()).pathname).toBe("/verify");
  await page.clock.runFor(100);
  await page.waitForURL((url) => url.pathname === "/admin");
});

test("id and contact come from stored signup_data; method=email and existing=true change the wording", async ({
  page,
}) => {
  const calls = await stubApi(page, "/api/verify-code", { status: 200, body: { verification_id: "from-store" } });
  await seedSession(page, {
    signup_data: JSON.stringify({ email: "bo@example.com", phone: null, verificationId: "from-store" }),
  });
  await openVerify(page, "percytext", "/verify?method=email&existing=true");
  await expect(page.getByText("bo@example.com")).toBeVisible();
  await page.locator(CODE).fill("111222");
  await expect(page.getByRole("heading", { name: "Identity Verified!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Account Verified!" })).toHaveCount(0);
  expect(calls[0]).toMatchObject({
    verification_id: "from-store",
    auth_method: "email",
    email: "bo@example.com",
    mobile_phone_number: null,
  });
});

test("a wrong code shows the error and clears the input; fallbacks when the server says nothing", async ({ page }) => {
  const replies = [
    { status: 400, body: { error: { code: "AUTH_OTP_INVALID", message: "That code is not right." } } },
    { status: 500 },
    { status: 200, body: {} },
  ];
  await stubApi(page, "/api/verify-code", () => replies.shift() ?? { status: 500 });
  await openVerify(page, "marque", "/verify?id=v1");
  const input = page.locator(CODE);
  for (const message of ["That code is not right.", "Verification failed", "Invalid verification code"]) {
    await input.pressSequentially("999999");
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
  }
});

test("paste fills the code (non-digits dropped) and submits", async ({ page }) => {
  const calls = await stubApi(page, "/api/verify-code", { status: 200, body: { verification_id: "v1" } });
  await openVerify(page, "marque", "/verify?id=v1");
  await pasteInto(page, CODE, " 123-456 ");
  await expect(page.getByRole("heading", { name: "Account Verified!" })).toBeVisible();
  expect(calls[0]).toMatchObject({ verification_code: "123456" });
});

test("resend: disabled 30 s after load and after each resend; failure says 'Failed to resend code'", async ({
  page,
}) => {
  await frozenClock(page);
  let fail = false;
  const calls = await stubApi(page, "/api/resend-verification", () =>
    fail ? { status: 502 } : { status: 200, body: { sent: true } },
  );
  await openVerify(page, "percytech", "/verify?id=v7&method=email");
  await expect(resendButton(page)).toBeDisabled();
  await page.clock.runFor(29_000);
  await expect(resendButton(page)).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(resendButton(page)).toBeEnabled();
  await resendButton(page).click();
  await expect(page.getByText("A new code is on its way.")).toBeVisible();
  expect(calls).toEqual([{ verification_id: "v7", auth_method: "email" }]);
  await expect(resendButton(page)).toBeDisabled();
  await page.clock.runFor(29_000);
  await expect(resendButton(page)).toBeDisabled();
  await page.clock.runFor(1_000);
  fail = true;
  await resendButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to resend code" })).toBeVisible();
});

test("no verification id: the expiry message, then /signup 2 s later", async ({ page }) => {
  await frozenClock(page);
  await page.goto(hubUrl("marque", "/verify"));
  await expect(page.getByText("Verification session expired. Please start over.")).toBeVisible();
  await page.clock.runFor(1_900);
  expect(new URL(page.url()).pathname).toBe("/verify");
  const signup = page.waitForRequest((r) => new URL(r.url()).pathname === "/signup");
  await page.clock.runFor(100);
  await signup;
});

test("'Start over' links to /signup", async ({ page }) => {
  await openVerify(page, "marque", "/verify?id=v1");
  await expect(page.getByRole("link", { name: "Start over" })).toHaveAttribute("href", "/signup");
});
