import { expect, test } from "@playwright/test";
import { HUB_IDS } from "./hubs";
import { contactAxe, field, fillValid, openContact, recordContactPosts } from "./contact-helpers";

/** Axe finds nothing on the contact page, also with field errors shown. */
for (const hub of HUB_IDS) {
  test(`${hub}: the contact page passes axe, before and with errors shown`, async ({ page }) => {
    const posts = recordContactPosts(page);
    // axe runs on timers, so the clock keeps flowing here.
    await openContact(page, hub, { pause: false });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get SMS That Works");
    await expect(page.getByRole("heading", { name: "Why We're Different" })).toBeVisible();
    for (const item of ["Regulatory Expertise", "Premium Support", "Custom Solutions"]) {
      await expect(page.getByRole("heading", { name: item })).toBeVisible();
    }
    const phiNote = page.getByText("Please do not include patient health information in this form.");
    await expect(phiNote).toHaveCount(hub === "percymd" ? 1 : 0);
    // Required fields carry the red asterisk; optional ones do not.
    await expect(page.locator("[data-slot=required-mark]")).toHaveCount(3);

    expect((await contactAxe(page).analyze()).violations).toEqual([]);

    // Pass the four checks but break the shared field rules: the errors sit under the fields.
    await fillValid(page, { first: "R2D2", phone: "123", company: "Acme <b>" });
    await page.clock.fastForward(3000);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "first")).toHaveAccessibleDescription("Name contains invalid characters");
    await expect(field(page, "phone")).toHaveAccessibleDescription("Phone number must be at least 10 digits");
    await expect(field(page, "company")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "Company name contains invalid characters" })).toBeVisible();
    await expect(field(page, "first")).toBeFocused();
    expect(posts).toEqual([]);

    expect((await contactAxe(page).analyze()).violations).toEqual([]);
  });
}
