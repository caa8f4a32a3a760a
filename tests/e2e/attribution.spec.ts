import { axeOn, expectNoAxeViolationsInBothThemes } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { hubUrl } from "./hubs";
import { field, fillValid, serveAgedFormToken, warmBackend } from "./contact-helpers";
import { E2E_ADMIN_CODE, seedLeads, warmUpDatabase } from "./admin-helpers";

/**
 * Where a lead came from, end to end: a visit with campaign parameters on a
 * hub host, a click to the contact page, the form sent; then staff see the
 * source, medium and campaign on the lead page, in the CSV and in the
 * dashboard's by-source chart and table. A lead sent without attribution
 * reads "direct / unknown". Axe checks the new admin views in both themes.
 */
const letters = (n: number) =>
  Array.from({ length: 8 }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (7 - i)) % 26))).join("");
const tag = `atr${letters(Date.now())}`;
const source = `${tag}-news`;
const campaign = `${tag}-fall`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await warmUpDatabase();
  await warmBackend(request);
});

async function signIn(page: Page, hub: "percymd" | "marque" = "percymd"): Promise<void> {
  await page.goto(hubUrl(hub, "/admin"));
  const heading = page.getByRole("heading", { level: 1, name: "Admin sign-in" });
  await expect(heading).toBeVisible();
  await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(heading).toBeHidden();
}

function expectNoViolations(page: Page, where: string) {
  return expectNoAxeViolationsInBothThemes(page, where, axeOn(page).exclude("[data-testid=admin-button]"));
}

let leadId = "";

test("a visit with UTM parameters, then the contact form: the lead, the CSV and the dashboard show its source", async ({
  page,
}) => {
  test.slow();
  await serveAgedFormToken(page);
  await page.clock.install();
  await page.goto(hubUrl("percymd", `/?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}&gclid=Cj0e2e`), {
    referer: "http://news.example.org/issue-12",
  });
  // Kept after the first paint, in sessionStorage only: no cookie.
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem("attribution")), { timeout: 30_000 })
    .toContain(source);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("attribution");

  // A click inside the site is not a new landing.
  const token = page.waitForResponse((r) => r.url().endsWith("/api/form-token") && r.ok());
  await page.locator('a[href="/contact"]:visible').first().click();
  await expect(page).toHaveURL(hubUrl("percymd", "/contact"));
  await token;
  const email = `${tag}@example.com`;
  await fillValid(page, { first: "Utm", last: `Visitor ${tag}`, email });
  await field(page, "company").fill("Campaign Co");
  await page.clock.fastForward(3000);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(201);
  const sent = answer.request().postDataJSON() as { attribution: { first: Record<string, string | null> } };
  expect(sent.attribution.first).toMatchObject({
    utm_source: source,
    utm_medium: "email",
    utm_campaign: campaign,
    gclid: "Cj0e2e",
    referrer_host: "news.example.org",
    landing_path: "/",
  });
  leadId = ((await answer.json()) as { id: string }).id;

  await signIn(page);
  await page.goto(hubUrl("percymd", `/admin/leads/${leadId}`));
  await expect(page.getByTestId("attribution-source")).toHaveText(`${source} / email`);
  await expect(page.getByTestId("attribution-campaign")).toHaveText(campaign);
  const table = page.getByTestId("attribution-table");
  await expect(table.locator("[data-field=referrer_host] td").first()).toHaveText("news.example.org");
  await expect(table.locator("[data-field=gclid] td").first()).toHaveText("Cj0e2e");

  // The CSV, as the leads list's download link serves it.
  const csv = await page.evaluate(async (q) => (await fetch(`/api/admin/leads.csv?q=${q}`)).text(), tag);
  const [header, row, extra] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(extra).toBeUndefined();
  const names = header.split(",");
  const cells = row.split(",");
  const cell = (name: string) => cells[names.indexOf(`"${name}"`)];
  expect([cell("source"), cell("medium"), cell("campaign")]).toEqual([`"${source}"`, '"email"', `"${campaign}"`]);
  expect(cell("first_referrer_host")).toBe('"news.example.org"');

  // The dashboard counts it: the chart's bar and the table beside it.
  await page.goto(hubUrl("percymd", "/admin"));
  const bySource = page.getByTestId("by-source-table").locator(`tr[data-key="${source}"]`);
  await expect(bySource.locator("[data-col=leads]")).toHaveText("1");
  await expect(page.getByTestId("by-source-chart").locator(`g[data-key="${source}"]`)).toHaveAttribute(
    "data-value",
    "1",
  );
  await expect(page.getByTestId("by-campaign-table").locator(`tr[data-key="${campaign}"] [data-col=leads]`)).toHaveText(
    "1",
  );
  await expect(page.getByTestId("by-medium-table").locator('tr[data-key="email"]')).toBeVisible();
  await expect(page.getByTestId("by-hub-table").locator('tr[data-key="percymd"]')).toBeVisible();

  // A period that ends before today has none of it; the period form is a plain GET form.
  await page.getByRole("textbox", { name: "From", exact: true }).fill("2020-01-01");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Show period" }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByTestId("by-source-table").locator(`tr[data-key="${source}"]`)).toHaveCount(0);
  await expect(page.getByTestId("lead-sources-period")).toContainText("2020-01-01 to 2020-01-31");
});

test("a sign-up start sends what the session kept; the verifications list shows its source", async ({ page }) => {
  test.slow();
  await page.goto(hubUrl("percymd", `/?utm_source=${source}-signup&utm_medium=social&utm_campaign=${campaign}`));
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem("attribution")), { timeout: 30_000 })
    .toContain(`${source}-signup`);
  const email = `${tag}-signup@example.com`;
  // The hosted sign-up form starts the verification with the session's attribution, as this page would.
  const status = await page.evaluate(async (address) => {
    const attribution = JSON.parse(window.sessionStorage.getItem("attribution") ?? "null") as unknown;
    const answer = await fetch("/api/verifications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: address, purpose: "signup", attribution }),
    });
    return answer.status;
  }, email);
  expect(status).toBe(201);

  await signIn(page);
  await page.goto(hubUrl("percymd", "/admin/verifications"));
  const cell = page
    .getByTestId("verifications-table")
    .locator("tr", { hasText: email })
    .getByTestId("verification-source");
  await expect(cell).toContainText(`${source}-signup / social`);
  await expect(cell).toContainText(campaign);
});

test.describe("a lead the form told nothing about", () => {
  test.use({ javaScriptEnabled: false });

  test("is direct / unknown on its page (read with JavaScript off)", async ({ page }) => {
    test.slow();
    // The payload a form sends when no script ran: no attribution at all.
    await seedLeads([
      { hub: "percymd", firstName: "Plain", lastName: `Visitor ${tag}`, email: `${tag}-plain@example.com` },
    ]);
    await signIn(page);
    await page.goto(hubUrl("percymd", `/admin/leads?q=${tag}-plain`));
    await page
      .getByTestId("leads-table")
      .getByRole("link", { name: `Plain Visitor ${tag}` })
      .click();
    await expect(page.getByTestId("attribution-source")).toHaveText("direct / unknown");
    await expect(page.getByTestId("lead-attribution")).toContainText("sent no attribution");
  });
});

test("the lead's attribution and the by-source dashboard pass axe in both themes", async ({ page }) => {
  test.slow();
  expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
  await signIn(page);
  await page.goto(hubUrl("percymd", `/admin/leads/${leadId}`));
  await expect(page.getByTestId("attribution-table")).toBeVisible();
  await expectNoViolations(page, "lead attribution");
  await page.goto(hubUrl("percymd", "/admin"));
  await expect(page.getByTestId("by-source-chart")).toBeVisible();
  await expectNoViolations(page, "dashboard by source");
  // An impossible period says why, and still passes.
  await page.goto(hubUrl("percymd", "/admin?from=2026-02-30&to=2026-03-01"));
  await expect(page.getByRole("status").filter({ hasText: "dates like" })).toBeVisible();
  await expectNoViolations(page, "dashboard with a period problem");
});
