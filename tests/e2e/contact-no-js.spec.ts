import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { hostHeader, hubOrigin, hubUrl, loopbackUrl } from "./hubs";
import { agedFormToken, field, fillValid, warmBackend } from "./contact-helpers";
import { E2E_ADMIN_CODE, warmUpDatabase } from "./admin-helpers";

/**
 * The contact form in a browser that runs no script: the static page cannot
 * hold a form token, so the first post answers with a confirm page (the typed
 * fields carried, a fresh token), the second stores the lead and lands on the
 * thank-you page; staff read it as "direct / unknown". A bad field comes back
 * with its message and every other value kept.
 */
const letters = (n: number) =>
  Array.from({ length: 8 }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (7 - i)) % 26))).join("");
const tag = `nojs${letters(Date.now())}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await warmUpDatabase();
  await warmBackend(request);
});

/**
 * The server's clock is real and a token must be 3 seconds old: the confirm
 * page's Send carries a token aged as if the visitor had read the page that long.
 */
async function ageTheConfirmToken(page: Page): Promise<void> {
  await page.route("**/api/contact", (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    if (!body.get("formToken")) return route.continue();
    body.set("formToken", agedFormToken());
    return route.continue({ postData: body.toString() });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is sent through a confirm page and the lead reads direct / unknown", async ({ page }) => {
    test.slow();
    await page.goto(hubUrl("percymd", "/contact?utm_source=ignored-without-script"));
    const email = `${tag}@example.com`;
    await fillValid(page, { first: "Plain", last: `Visitor ${tag}`, email });
    await field(page, "message").fill("Sent from a browser with scripts off");
    await page
      .getByRole("checkbox", { name: /automated emails|email/i })
      .first()
      .check();
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL(hubUrl("percymd", "/api/contact"));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your message" })).toBeVisible();
    await expect(page.getByText("did not run this page's script")).toBeVisible();
    await expect(page.locator("dd", { hasText: email })).toBeVisible();
    await expect(page.locator("dd", { hasText: "Sent from a browser with scripts off" })).toBeVisible();
    await expect(page.locator('input[type=hidden][name="email"]')).toHaveValue(email);
    await expect(page.locator('input[type=hidden][name="emailSignup"]')).toHaveValue("on");
    await expect(page.locator('input[type=hidden][name="formToken"]')).toHaveValue(/\S{20,}/);

    await ageTheConfirmToken(page);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(hubUrl("percymd", "/contact/sent"));
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent Successfully!" })).toBeVisible();
    await expect(page.getByText("Thank you for reaching out to PercyMD.")).toBeVisible();

    // Staff sign in (also without script) and find it once, marked direct / unknown.
    await page.goto(hubUrl("percymd", "/admin"));
    await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeHidden();
    await page.goto(hubUrl("percymd", `/admin/leads?q=${tag}`));
    const row = page.getByTestId("leads-table").getByRole("link", { name: `Plain Visitor ${tag}` });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page.getByTestId("attribution-source")).toHaveText("direct / unknown");
  });

  test("a bad field comes back with its message and every other value kept", async ({ page }) => {
    test.slow();
    await page.goto(hubUrl("marque", "/contact"));
    const email = `${tag}-fix@example.com`;
    await fillValid(page, { first: "Typo", last: `Visitor ${tag}`, email: "typo@nowhere" });
    await field(page, "company").fill("Kept Co");
    await field(page, "message").fill("Keep this message");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Please check your message" })).toBeVisible();
    // The script's toast words for a bad email, and the field marked and focused.
    await expect(page.getByRole("alert").first()).toContainText(
      "Invalid email address. Please enter a valid email address.",
    );
    const emailBox = page.getByRole("textbox", { name: "Email" });
    await expect(emailBox).toHaveValue("typo@nowhere");
    await expect(emailBox).toHaveAttribute("aria-invalid", "true");
    await expect(emailBox).toBeFocused();
    await expect(page.locator("#contact-email-error")).not.toBeEmpty();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Typo");
    await expect(page.getByRole("textbox", { name: "Company" })).toHaveValue("Kept Co");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Keep this message");

    // Corrected, sent from the same page: nothing typed had to be typed again.
    await emailBox.fill(email);
    await ageTheConfirmToken(page);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page).toHaveURL(hubUrl("marque", "/contact/sent"));
  });
});

test("axe finds nothing on the no-script pages in either theme", async ({ page, request }) => {
  test.slow();
  const form = { firstName: "Axe", lastName: "Check", email: "bad", message: "Hi" };
  const pages: [string, string][] = [];
  for (const [name, body] of [
    ["confirm", { ...form, email: `${tag}-axe@example.com` }],
    ["edit", form],
  ] as const) {
    const answer = await request.post(loopbackUrl("/api/contact"), {
      form: body,
      headers: { host: hostHeader("marque"), origin: hubOrigin("marque"), connection: "close" },
    });
    expect([200, 422]).toContain(answer.status());
    pages.push([name, await answer.text()]);
  }
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [name, html] of pages) {
      await page.setContent(html);
      const { violations } = await axeOn(page).analyze();
      expect.soft(violations.map((v) => ({ name, colorScheme, rule: v.id }))).toEqual([]);
    }
  }
});
