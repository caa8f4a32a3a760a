import { expect, test, type Page } from "@playwright/test";
import { hubUrl } from "./hubs";
import { fenceOffsite, frozenClock, seedSession, stubApi } from "./funnel-support";

/** The check-email page: its steps, the resend and its cooldown, and its errors. */
const resend = (page: Page) => page.getByRole("button", { name: /Resend Email|Sending/ });
const status = (page: Page) => page.locator("#main [role='status']").last();

test.beforeEach(async ({ page }) => {
  await fenceOffsite(page);
  await seedSession(page, { signup_email: "cy@example.com" });
});

test("shows the stored address, the three steps and the links", async ({ page }) => {
  await page.goto(hubUrl("percymd", "/check-email"));
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("We've sent a magic link to:")).toBeVisible();
  await expect(page.getByTestId("signup-email")).toHaveText("cy@example.com");
  await expect(page.locator("#main ol li")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("resend: disabled while sending, success text, 60 s cooldown, message gone after 5 s", async ({ page }) => {
  await frozenClock(page);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls = await stubApi(page, "/api/resend-verification", async () => {
    await gate;
    return { status: 200, body: { sent: true } };
  });
  await page.goto(hubUrl("marque", "/check-email"));
  await resend(page).click();
  await expect(resend(page)).toBeDisabled();
  await expect(resend(page)).toHaveText(/Sending/);
  release();
  await expect(status(page)).toHaveText("Verification email sent successfully!");
  expect(calls).toEqual([{ email: "cy@example.com" }]);
  await expect(resend(page)).toBeDisabled();
  await page.clock.runFor(4_900);
  await expect(status(page)).toHaveText("Verification email sent successfully!");
  await page.clock.runFor(100);
  await expect(status(page)).toHaveText("");
  await page.clock.runFor(54_000);
  await expect(resend(page)).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(resend(page)).toBeEnabled();
});

test("resend failure shows the server's text, else 'Failed to resend email', and no cooldown", async ({ page }) => {
  await frozenClock(page);
  const replies = [
    {
      status: 429,
      body: { error: { code: "API_RATE_LIMITED", message: "Please wait a minute before asking again." } },
      headers: { "retry-after": "60" },
    },
    { status: 500 },
  ];
  await stubApi(page, "/api/resend-verification", () => replies.shift() ?? { status: 500 });
  await page.goto(hubUrl("marque", "/check-email"));
  await resend(page).click();
  await expect(status(page)).toHaveText("Please wait a minute before asking again.");
  await expect(resend(page)).toBeEnabled();
  await resend(page).click();
  await expect(status(page)).toHaveText("Failed to resend email");
  await page.clock.runFor(5_000);
  await expect(status(page)).toHaveText("");
});
