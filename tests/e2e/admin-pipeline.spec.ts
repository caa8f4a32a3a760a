import { readFileSync } from "node:fs";
import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { hubUrl } from "./hubs";
import { E2E_ADMIN_CODE, seedLeads, warmUpDatabase, type SeedLead } from "./admin-helpers";

/**
 * Working a lead against the real server: status, follow-up day and a note
 * on the lead page (with JavaScript, then with a plain form post), the history
 * they leave, and the list and CSV filtered by status. A tag unique to this
 * run keeps other specs' leads (same server) out of the assertions.
 */
// Letters only: names allow no digits.
const letters = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join(
    "",
  );
const tag = `pip${letters(Date.now(), 8)}`;
const leads: SeedLead[] = [
  { hub: "marque", firstName: "Worked", lastName: `Lead ${tag}`, email: `${tag}-worked@example.com` },
  { hub: "marque", firstName: "Untouched", lastName: `Lead ${tag}`, email: `${tag}-untouched@example.com` },
  { hub: "marque", firstName: "Plain", lastName: `Lead ${tag}`, email: `${tag}-plain@example.com` },
];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await warmUpDatabase();
  await seedLeads(leads);
});

async function signIn(page: Page): Promise<void> {
  await page.goto(hubUrl("marque", "/admin"));
  const heading = page.getByRole("heading", { level: 1, name: "Admin sign-in" });
  await expect(heading).toBeVisible();
  await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(heading).toBeHidden();
}

/** The lead page of a seeded lead, reached from the list as staff would. */
async function openLead(page: Page, firstName: string): Promise<void> {
  await page.goto(hubUrl("marque", `/admin/leads?q=${tag}`));
  await page
    .getByTestId("leads-table")
    .getByRole("link", { name: `${firstName} Lead ${tag}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `${firstName} Lead ${tag}` })).toBeVisible();
}

test("status, follow-up and a note from the lead page; the list and its CSV filtered by status", async ({ page }) => {
  // Three axe runs: slow on a loaded machine.
  test.setTimeout(150_000);
  await signIn(page);
  await openLead(page, "Worked");
  const badge = page.getByTestId("lead-status");
  await expect(badge).toHaveText("New");
  const history = page.getByTestId("lead-history").locator("li");
  await expect(history).toHaveCount(0);
  // The floating button appears from an effect: the page is hydrated, so the forms post JSON.
  await expect(page.getByTestId("admin-button")).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  const jsonPosts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/admin/leads/")) {
      jsonPosts.push(request.headers()["content-type"] ?? "");
    }
  });

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(badge).toHaveText("Contacted");
  await expect(page.getByText("Status updated.")).toBeVisible();

  await page.getByLabel("Follow-up date").fill("2026-12-01");
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(history).toHaveCount(2);

  // A wrong field is said inline, without leaving the page.
  const noteForm = page.locator("form", { has: page.getByLabel("Add a note") });
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(noteForm.getByRole("alert")).toHaveText("Note is required");
  await expect(page.getByLabel("Add a note")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Add a note").fill("Called the front desk.\nCall back Monday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByTestId("lead-notes").locator("li");
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText("access code");
  await expect(notes.first()).toContainText("Called the front desk.\nCall back Monday.");
  await expect(notes.first().locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
  await expect(page.getByLabel("Add a note")).toHaveValue("");

  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText("access code changed status from New to Contacted");
  await expect(history.nth(1)).toContainText("access code set follow-up to 2026-12-01");
  await expect(history.nth(2)).toContainText("access code added a note");
  await expect(history.nth(2).locator("time")).toHaveText(/UTC$/);
  expect(jsonPosts.length).toBeGreaterThanOrEqual(4);
  expect(jsonPosts.every((type) => type.startsWith("application/json"))).toBe(true);

  // After a reload everything is still there (stored, not only shown).
  await page.reload();
  await expect(badge).toHaveText("Contacted");
  await expect(page.getByLabel("Follow-up date")).toHaveValue("2026-12-01");
  await expect(history).toHaveCount(3);
  // The filled-in page passes axe in the dark theme too (contrast of badge, notes and history).
  await page.evaluate(() => window.localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(history).toHaveCount(3);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.evaluate(() => window.localStorage.setItem("theme", "light"));

  // The list, filtered by status through its form, keeps the search.
  await page.goto(hubUrl("marque", `/admin/leads?q=${tag}`));
  const rows = page.getByTestId("leads-table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await page.getByRole("form", { name: "Filter leads" }).getByLabel("Status").selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=contacted/);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Worked Lead ${tag}`);
  await expect(rows.first().getByTestId("lead-status")).toHaveText("Contacted");
  await expect(rows.first().getByTestId("lead-follow-up")).toHaveText("2026-12-01");
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // The CSV is exactly what the filtered list shows.
  const csvLink = page.getByRole("link", { name: "Download CSV" });
  await expect(csvLink).toHaveAttribute("href", /status=contacted/);
  const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  const csv = readFileSync((await download.path()) as string, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(csv[0]).toContain('"status","follow_up_on"');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`"${tag}-worked@example.com"`);
  expect(csv[1]).toContain('"contacted","2026-12-01"');

  // Sorting by follow-up date puts the dated lead first.
  await page.goto(hubUrl("marque", `/admin/leads?q=${tag}&sort=follow_up`));
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`Worked Lead ${tag}`);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the same changes work as plain form posts, and a wrong field comes back inline", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await openLead(page, "Plain");
    const leadUrl = page.url();
    await expect(page.getByTestId("lead-status")).toHaveText("New");

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page).toHaveURL(leadUrl);
    await expect(page.getByTestId("lead-status")).toHaveText("Contacted");
    const history = page.getByTestId("lead-history").locator("li");
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText("access code changed status from New to Contacted");

    await page.getByLabel("Follow-up date").fill("2027-01-15");
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await expect(page.getByLabel("Follow-up date")).toHaveValue("2027-01-15");

    // An empty note comes back with ?error=body and the message by the box.
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page).toHaveURL(/\?error=body$/);
    await expect(page.locator("form", { has: page.getByLabel("Add a note") }).getByRole("alert")).toContainText(
      "Write a note",
    );
    await page.getByLabel("Add a note").fill("No script needed.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page).toHaveURL(leadUrl);
    await expect(page.getByTestId("lead-notes").locator("li")).toHaveCount(1);
    await expect(page.getByTestId("lead-notes")).toContainText("access code");
    await expect(history).toHaveCount(3);

    // The filter form is a plain GET form too.
    await page.goto(hubUrl("marque", `/admin/leads?q=${tag}`));
    await page.getByRole("form", { name: "Filter leads" }).getByLabel("Status").selectOption({ label: "Contacted" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=contacted/);
    const rows = page.getByTestId("leads-table").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId("leads-table")).not.toContainText(`Untouched Lead ${tag}`);
  });
});
