import { expect, test, type Page } from "@playwright/test";
import { hubUrl, type HubId } from "./hubs";
import { fillValid, serveAgedFormToken, warmBackend } from "./contact-helpers";
import { E2E_ADMIN_CODE, warmUpDatabase } from "./admin-helpers";

/**
 * A contact sent from a topic page's call to action (`/contact?industry=<slug>`)
 * shows that industry by name on the lead in the admin; a slug the hub has no
 * page for is ignored.
 */
const tag = `ind${Date.now().toString(36)}`;

// In order, in one worker; one failure does not skip the rest.
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await warmUpDatabase();
  await warmBackend(request);
});

/** Send the contact form of `path` on `hub` after the 3 seconds (Playwright's clock); the new lead's id. */
async function sendFrom(page: Page, hub: HubId, path: string, who: string): Promise<string> {
  await serveAgedFormToken(page);
  await page.clock.install();
  const token = page.waitForResponse((r) => r.url().endsWith("/api/form-token") && r.ok());
  await page.goto(hubUrl(hub, path));
  await token;
  // Names take letters only; the tag goes in the email.
  await fillValid(page, { first: "Topic", last: "Visitor", email: `${who}@example.com` });
  await page.clock.fastForward(3000);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function openLead(page: Page, hub: HubId, id: string): Promise<void> {
  await page.goto(hubUrl(hub, "/admin"));
  const heading = page.getByRole("heading", { level: 1, name: "Admin sign-in" });
  if (await heading.isVisible()) {
    await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(heading).toBeHidden();
  }
  await page.goto(hubUrl(hub, `/admin/leads/${id}`));
  await expect(page.getByTestId("lead-attribution")).toBeVisible();
}

for (const { hub, slug, name } of [
  { hub: "marque", slug: "gun-ranges", name: "Gun ranges" },
  { hub: "percymd", slug: "dental-offices", name: "Dental offices" },
] as const) {
  test(`a contact from ${hub}'s ${slug} call to action shows "Industry: ${name}" on the lead`, async ({ page }) => {
    test.slow();
    const id = await sendFrom(page, hub, `/contact?industry=${slug}`, `${tag}-${slug}`);
    await openLead(page, hub, id);
    await expect(page.getByTestId("attribution-industry")).toHaveText(`Industry: ${name}`);
  });
}

test("an industry the hub has no page for is ignored", async ({ page }) => {
  test.slow();
  // Gun ranges are Marque's, not PercyMD's; the other is no page at all.
  for (const slug of ["gun-ranges", "no-such-industry"]) {
    const id = await sendFrom(page, "percymd", `/contact?industry=${slug}`, `${tag}-x-${slug}`);
    await openLead(page, "percymd", id);
    await expect(page.getByTestId("attribution-source")).toBeVisible();
    await expect(page.getByTestId("attribution-industry")).toHaveCount(0);
  }
});
