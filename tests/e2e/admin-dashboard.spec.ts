import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { HUBS, hubUrl } from "./hubs";
import { disclosureText } from "../../lib/consent/disclosures";
import { E2E_ADMIN_CODE, seedLeads, warmUpDatabase, type SeedLead } from "./admin-helpers";

/**
 * The dashboard against the real server: leads seeded through POST
 * /api/contact, then signed in through the /admin access form. A tag unique
 * to this run keeps other specs' leads (same server) out of the assertions.
 */
// Letters only: names allow no digits.
const letters = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join(
    "",
  );
const tag = `adm${letters(Date.now(), 8)}`;
const seq = (i: number) => letters(i, 2);
const leads: SeedLead[] = [
  ...Array.from({ length: 26 }, (_, i) => ({
    hub: "percymd" as const,
    firstName: "Clinic",
    lastName: `Lead ${tag} ${seq(i)}`,
    email: `${tag}-md${i}@example.com`,
  })),
  {
    hub: "marque",
    firstName: "Lounge",
    lastName: `Owner ${tag}`,
    email: `${tag}-lounge@example.com`,
    company: "Smoke & Oak",
  },
  { hub: "percytext", firstName: "Text", lastName: `Buyer ${tag}`, email: `${tag}-text@example.com` },
];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await warmUpDatabase();
  await seedLeads(leads);
});

test("sign in at /admin, then leads: counts per hub, search, newest first, pages, hub filter, detail, CSV", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The access form, wrong then right.
  await page.goto(hubUrl("marque", "/admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  await expect(page.getByText(tag)).toHaveCount(0);
  const code = page.getByLabel("Access code");
  await code.fill("nope");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("admin-sign-in").getByRole("alert")).toHaveText("Invalid access code");
  await code.fill(E2E_ADMIN_CODE);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.goto(hubUrl("marque", "/admin/leads"));
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  // Counts per hub are consistent: "All hubs" is their sum, and include what we seeded.
  const filter = page.getByRole("navigation", { name: "Filter by hub" });
  const count = async (id: string) =>
    Number(await filter.locator(`[data-hub-filter="${id}"] [data-testid="hub-count"]`).textContent());
  const perHub = {
    marque: await count("marque"),
    percytech: await count("percytech"),
    percymd: await count("percymd"),
    percytext: await count("percytext"),
  };
  expect(await count("all")).toBe(perHub.marque + perHub.percytech + perHub.percymd + perHub.percytext);
  expect(perHub.percymd).toBeGreaterThanOrEqual(26);
  expect(perHub.marque).toBeGreaterThanOrEqual(1);

  // Search: 28 of ours, newest first, 25 on page one.
  await page.getByRole("searchbox", { name: "Search leads" }).fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?q=/);
  await expect(page.getByText(`28 leads matching “${tag}”`)).toBeVisible();
  const rows = page.getByTestId("leads-table").locator("tbody tr");
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText(`Text Buyer ${tag}`);
  await expect(rows.nth(1)).toContainText(`Lounge Owner ${tag}`);
  await expect(rows.nth(2)).toContainText(`Clinic Lead ${tag} ${seq(25)}`);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText(`Clinic Lead ${tag} ${seq(0)}`);

  // Hub filter keeps the search.
  await filter.locator('[data-hub-filter="marque"]').click();
  await expect(page).toHaveURL(/hub=marque/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(HUBS.marque.name);

  // CSV download of the filtered list.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-marque-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(csv[0]).toContain('"id","created_at"');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`"${tag}-lounge@example.com"`);
  expect(csv[1]).toContain('"Smoke & Oak"');

  // Detail with consent records.
  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: `Lounge Owner ${tag}` })).toBeVisible();
  const consents = page.getByTestId("consent-records");
  // Seeded with email opt-in only: one record, with the exact disclosure shown.
  await expect(consents.locator("li")).toHaveCount(1);
  await expect(consents).toContainText("Email — granted");
  await expect(consents.locator("blockquote")).toHaveText(disclosureText(HUBS.marque, "email"));
});

test("verifications, outbox, sidebar toggle with its cookie, and sign-out", async ({ page, context }) => {
  await page.goto(hubUrl("percymd", `/?admin=${E2E_ADMIN_CODE}`));
  await expect(page.getByTestId("admin-button")).toHaveAttribute("data-variant", "shield");
  await page.goto(hubUrl("percymd", "/admin/verifications"));
  await expect(page.getByRole("heading", { level: 1, name: "Verifications" })).toBeVisible();

  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Filter by recipient" }).fill("sales@marquetext.com");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/to=sales%40marquetext.com/);
  await expect(page.getByTestId("outbox-list")).toContainText(`Text Buyer ${tag}`);
  // No provider is configured here: the worker has tried once and kept the text.
  const alert = page
    .getByTestId("outbox-list")
    .locator("li")
    .filter({ hasText: `Text Buyer ${tag}` })
    .first();
  await expect(async () => {
    await page.reload();
    await expect(alert.getByTestId("outbox-status")).toHaveText("unsent: no provider", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(alert).toContainText("1 attempt");

  // Ctrl+B collapses the sidebar to its 3rem rail and writes the cookie.
  const sidebar = page.locator('[data-slot="sidebar"]');
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  // The floating button appears from an effect: the page is hydrated and listening.
  await expect(page.getByTestId("admin-button")).toBeVisible();
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "sidebar:state")?.value).toBe("false");
  // The rail narrows over a 200 ms width transition: read it once that is over.
  const container = page.locator('[data-slot="sidebar-container"]');
  await expect.poll(() => container.evaluate((el) => el.getBoundingClientRect().width)).toBe(48);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect(page.getByTestId("admin-button")).toBeVisible();
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(hubUrl("percymd", "/"));
  expect((await context.cookies()).find((c) => c.name === "admin_session")).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("admin_auth_token"))).toBeNull();
  await page.goto(hubUrl("percymd", "/admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
});

test("below 768 px the sidebar is a slide-in drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(hubUrl("marque", `/?admin=${E2E_ADMIN_CODE}`));
  await expect(page.getByTestId("admin-button")).toHaveAttribute("data-variant", "shield");
  await page.goto(hubUrl("marque", "/admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Verifications" })).toBeHidden();
  await expect(page.getByTestId("admin-button")).toBeVisible();
  await page.getByRole("button", { name: /toggle sidebar/i }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Verifications" })).toBeVisible();
  const box = await drawer.boundingBox();
  // 18rem; the slide-in transform can leave a sub-pixel remainder.
  expect(box?.width).toBeCloseTo(288, 0);
  await drawer.getByRole("link", { name: "Verifications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verifications" })).toBeVisible();
  await expect(drawer).toBeHidden();
});
