import { expect, test } from "@playwright/test";
import { HUB_IDS } from "./hubs";
import { expectToast, field, fillValid, openContact, recordContactPosts } from "./contact-helpers";
import { CHECK_MESSAGES, MIN_FILL_MS } from "../../lib/contact/checks";

/** The four checks, each with its toast (texts checked at their home), and nothing sent. */
for (const hub of HUB_IDS) {
  test(`${hub}: each client check shows its toast and sends nothing`, async ({ page }) => {
    const posts = recordContactPosts(page);
    await openContact(page, hub);
    const submit = page.getByRole("button", { name: "Send Message" });

    // 2. Under 3 seconds since load (everything else is fine).
    await fillValid(page);
    await submit.click();
    await expectToast(page, CHECK_MESSAGES["too-fast"]);

    // 1. The honeypot wins over everything, even the wait.
    await page.locator("input[name=website]").fill("https://spam.example", { force: true });
    await submit.click();
    await expectToast(page, CHECK_MESSAGES.honeypot);
    await page.locator("input[name=website]").fill("", { force: true });

    await page.clock.fastForward(MIN_FILL_MS);

    // 3. Required after trimming.
    await field(page, "first").fill("   ");
    await submit.click();
    await expectToast(page, CHECK_MESSAGES.required);

    // 4. Email must be text@text.text.
    await field(page, "first").fill("Ada");
    await field(page, "email").fill("ada@example");
    await submit.click();
    await expectToast(page, CHECK_MESSAGES.email);

    expect(posts).toEqual([]);
    // Nothing typed is lost.
    await expect(field(page, "first")).toHaveValue("Ada");
    await expect(field(page, "email")).toHaveValue("ada@example");
  });
}
