import { expect, test } from "@playwright/test";
import { hubUrl } from "./hubs";
import { fenceOffsite, frozenClock, seedSession, stubApi } from "./funnel-support";

/** Login-code mode (/verify-otp). */
const CODE = "#main input[autocomplete='one-time-code']";

test("without a stored login email the visitor is sent to /login", async ({ page }) => {
  await fenceOffsite(page);
  const login = page.waitForRequest((r) => new URL(r.url()).pathname === "/login" && r.isNavigationRequest());
  await page.goto(hubUrl("percytext", "/verify-otp"));
  await login;
});

test("with a stored login email: 'Welcome Back!', 'Redirecting to your dashboard...', /admin 1.5 s later", async ({
  page,
}) => {
  await frozenClock(page);
  await fenceOffsite(page);
  await seedSession(page, { login_email: "dee@example.com" });
  const calls = await stubApi(page, "/api/auth/verify", { status: 200, body: { ok: true } });
  await page.goto(hubUrl("marque", "/verify-otp"));
  await expect(page.getByText("dee@example.com")).toBeVisible();
  await expect(page.getByRole("button", { name: "Verify & Sign In" })).toBeDisabled();
  await page.locator(CODE).pressSequentially("314159");
  await expect(page.getByRole("heading", { name: "Welcome Back!" })).toBeVisible();
  await expect(page.getByText("Redirecting to your dashboard...")).toBeVisible();
  expect(calls).toEqual([{ email: "dee@example.com", token: "314159" }]);
  await page.clock.runFor(1_400);
  expect(new URL(page.url()).pathname).toBe("/verify-otp");
  await page.clock.runFor(100);
  await page.waitForURL((url) => url.pathname === "/admin");
});

test("a wrong login code shows the server's text and clears the input", async ({ page }) => {
  await seedSession(page, { login_email: "dee@example.com" });
  await stubApi(page, "/api/auth/verify", {
    status: 400,
    body: { error: { code: "AUTH_OTP_INVALID", message: "Invalid verification code" } },
  });
  await page.goto(hubUrl("marque", "/verify-otp"));
  await page.locator(CODE).pressSequentially("000000");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid verification code" })).toBeVisible();
  await expect(page.locator(CODE)).toHaveValue("");
});
