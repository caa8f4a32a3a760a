import { expect, test, type Page } from "@playwright/test";
import { HUB_IDS, HUBS, hubUrl, type HubId } from "./hubs";
import {
  adminLead,
  expectToast,
  field,
  fillValid,
  openContact,
  serveAgedFormToken,
  warmBackend,
  type FieldKey,
} from "./contact-helpers";
import { SEND_FAILED_MESSAGE } from "../../lib/contact/checks";
import { disclosureText } from "../../lib/consent/disclosures";

/** Tab from wherever focus is until `target` has it: the keyboard is the only input. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await isTarget()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("focus never reached the target");
}

const focused =
  (page: Page, name: string, role: "textbox" | "checkbox" | "button" = "textbox") =>
  () =>
    page
      .getByRole(role, { name, exact: true })
      .evaluate((el) => el === document.activeElement)
      .catch(() => false);

test.describe("valid submissions", () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await warmBackend(request);
  });

  for (const hub of HUB_IDS) {
    test(`${hub}: a valid submission by keyboard alone shows the modal, stores the lead with consent, then goes home`, async ({
      page,
    }) => {
      // Tabbing through every field, the modal and the redirect: close to 30 s on a loaded 2-core machine.
      test.slow();
      await serveAgedFormToken(page);
      await openContact(page, hub);
      const brand = HUBS[hub];
      const email = `kb-${hub}-${Date.now()}@example.com`;
      // A number of this person's own: one already on an open lead would join that lead (one record per person).
      const line = String(1000 + ((Date.now() + HUB_IDS.indexOf(hub) * 1777) % 9000));

      // The consent text on screen is the text the server will record.
      const smsBox = page.getByRole("checkbox", { name: /automated text messages/ });
      const emailBox = page.getByRole("checkbox", { name: /unsubscribe at any time/ });
      await expect(page.locator("#contact-sms-signup-disclosure")).toHaveText(disclosureText(brand, "sms"));
      await expect(page.locator("#contact-email-signup-disclosure")).toHaveText(disclosureText(brand, "email"));
      await expect(smsBox).not.toBeChecked();
      await expect(emailBox).not.toBeChecked();

      await page.keyboard.press("Tab");
      await tabTo(page, focused(page, "First name"));
      const typed: [FieldKey, string][] = [
        ["first", "Grace"],
        ["last", "Hopper"],
        ["email", email],
        ["phone", `(201) 555-${line}`],
        ["company", "Navy & Sons"],
        ["message", "Hello from the keyboard"],
      ];
      for (const [, value] of typed) {
        await page.keyboard.type(value);
        await page.keyboard.press("Tab");
      }
      await expect(emailBox).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await expect(smsBox).toBeFocused();
      await page.keyboard.press("Space");
      await expect(emailBox).toBeChecked();
      await expect(smsBox).toBeChecked();
      // Terms and Privacy links, then the button.
      await tabTo(page, focused(page, "Send Message", "button"), 5);

      await page.clock.fastForward(3000);
      const response = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
      await page.keyboard.press("Enter");
      const answer = await response;
      expect(answer.status()).toBe(201);
      const { id } = (await answer.json()) as { id: string };

      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
      await expect(dialog).toContainText("Thank you for reaching out. We'll respond within 24 hours.");
      await expect(dialog).toContainText("Redirecting to home page...");

      await page.clock.runFor(2900);
      await expect(page).toHaveURL(hubUrl(hub, "/contact"));
      await page.clock.runFor(200);
      await expect(page).toHaveURL(hubUrl(hub, "/"));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Read the lead back the way staff would: the admin API.
      const { lead, consents } = await adminLead(page, id);
      expect(lead).toMatchObject({
        hubId: hub,
        hubNumber: brand.hubNumber,
        name: "Grace Hopper",
        phone: `+1201555${line}`,
      });
      expect(lead.smsSignup && lead.emailSignup).toBe(true);
      // What the form showed; the first lead for this number also holds the "Reply YES" text it was sent.
      const shown = consents.filter((c) => c.step !== "confirmation-sent");
      const byChannel = Object.fromEntries(shown.map((c) => [c.channel, c]));
      expect(byChannel.sms.text).toBe(disclosureText(brand, "sms"));
      expect(byChannel.email.text).toBe(disclosureText(brand, "email"));
      expect(byChannel.sms.pageUrl).toBe(hubUrl(hub, "/contact"));
      expect(byChannel.sms.userAgent).toContain("Chrome");
      expect(byChannel.sms.sha256).toMatch(/^[0-9a-f]{64}$/);
    });
  }
});

for (const hub of HUB_IDS) {
  test(`${hub}: a backend failure shows the failure toast and keeps every value`, async ({ page }) => {
    await serveAgedFormToken(page);
    let calls = 0;
    await page.route("**/api/contact", (route) => {
      calls += 1;
      return route.fulfill({ status: 502, json: { error: { code: "API_SERVER_ERROR", message: "Upstream failed" } } });
    });
    await openContact(page, hub);
    const values = {
      first: "Ada",
      last: "Lovelace",
      email: "ada@example.com",
      phone: "2015550199",
      company: "Acme",
      message: "Hi",
    };
    await fillValid(page, values);
    await page.getByRole("checkbox", { name: /automated text messages/ }).check();
    await page.clock.fastForward(3000);
    const submit = page.getByRole("button", { name: "Send Message" });
    await submit.click();
    await expectToast(page, SEND_FAILED_MESSAGE);
    expect(calls).toBe(1);
    for (const [key, value] of Object.entries(values)) await expect(field(page, key as FieldKey)).toHaveValue(value);
    await expect(page.getByRole("checkbox", { name: /automated text messages/ })).toBeChecked();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(submit).toHaveText("Send Message");
  });
}

test("while sending, the button shows Processing... and further submits are ignored", async ({ page }) => {
  const hub: HubId = "percytech";
  await serveAgedFormToken(page);
  let calls = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    calls += 1;
    await held;
    await route.fulfill({ status: 502, json: { error: { code: "API_SERVER_ERROR", message: "x" } } });
  });
  await openContact(page, hub);
  await fillValid(page);
  await page.clock.fastForward(3000);
  const submit = page.getByRole("button", { name: /Send Message|Processing/ });
  await submit.click();
  await expect(submit).toHaveText("Processing...");
  // A second click and an Enter in a field, both while the first request is held open.
  await submit.click({ force: true });
  await field(page, "email").press("Enter");
  release();
  await expectToast(page, SEND_FAILED_MESSAGE);
  expect(calls).toBe(1);
});

test("the server's 422 field errors show under their fields, with the failure toast", async ({ page }) => {
  await serveAgedFormToken(page);
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 422,
      json: {
        error: {
          code: "VALIDATION_INVALID_FORMAT",
          message: "Please check the highlighted fields.",
          fields: { email: "Invalid email format" },
        },
      },
    }),
  );
  await openContact(page, "percymd");
  await fillValid(page, { email: "ada@example.com" });
  await page.clock.fastForward(3000);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, SEND_FAILED_MESSAGE);
  await expect(field(page, "email")).toHaveAccessibleDescription("Invalid email format");
  await expect(field(page, "email")).toBeFocused();
  await expect(field(page, "email")).toHaveValue("ada@example.com");
});
