import { expectNoAxeViolations, rulesFor } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { hubUrl } from "./hubs";
import { E2E_ADMIN_CODE, hostOf, raw, seedLeads, validAdminCookie, warmUpDatabase } from "./admin-helpers";

/**
 * Axe on every admin page, in the light theme and in the dark one (its color rules): the
 * sign-in gate, the dashboard (its table opened), the leads list, a lead,
 * verifications and the outbox. Then the dashboard with JavaScript off.
 */
const letters = (n: number) =>
  Array.from({ length: 8 }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (7 - i)) % 26))).join("");
const tag = `axe${letters(Date.now())}`;
let leadId = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await warmUpDatabase();
  await seedLeads([
    { hub: "percymd", firstName: "Axe", lastName: `Clinic ${tag}`, email: `${tag}-md@example.com`, company: "Clinic" },
    { hub: "marque", firstName: "Axe", lastName: `Lounge ${tag}`, email: `${tag}-mq@example.com` },
  ]);
  // A verification, so its page has a row.
  const host = hostOf("percymd");
  const started = await raw(
    "POST",
    "/api/verifications",
    { host, origin: `http://${host}`, "content-type": "application/json" },
    JSON.stringify({ email: `${tag}-v@example.com`, method: "email", purpose: "signup" }),
  );
  expect(started.status, started.body).toBe(201);
  const found = await raw("GET", `/api/admin/leads?q=${tag}-md`, {
    host: hostOf("marque"),
    cookie: await validAdminCookie(),
  });
  leadId = (JSON.parse(found.body) as { items: { id: string }[] }).items[0].id;
  expect(leadId).toMatch(/^[0-9a-f-]{36}$/);
});

/** What the page's <html> and <body> actually show: the theme class and the background it paints. */
async function appliedTheme(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains("dark"),
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    // The system preference and the stored choice agree, so the no-flash script and the theme code pick the same.
    test.use({ colorScheme: theme });

    test(`every admin page passes axe (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
      const expectTheme = async () => {
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
        expect(await appliedTheme(page)).toEqual({
          dark: theme === "dark",
          background: theme === "dark" ? "rgb(13, 16, 20)" : "rgb(255, 255, 255)",
        });
      };

      // The sign-in gate.
      await page.goto(hubUrl("percymd", "/admin"));
      await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
      await expectTheme();
      await expectNoAxeViolations(page, "sign-in gate", rulesFor(theme));

      await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
      await page.getByRole("button", { name: "Sign in" }).click();

      // The dashboard, with its table open so axe reads it too.
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expectTheme();
      await page.getByText("Show as table").click();
      await expect(page.getByTestId("leads-per-day-table")).toBeVisible();
      await expectNoAxeViolations(page, "dashboard", rulesFor(theme));

      await page.goto(hubUrl("percymd", "/admin/leads"));
      await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      await expectTheme();
      await expectNoAxeViolations(page, "leads list", rulesFor(theme));

      await page.goto(hubUrl("percymd", `/admin/leads/${leadId}`));
      await expect(page.getByRole("heading", { level: 1, name: `Axe Clinic ${tag}` })).toBeVisible();
      await expectTheme();
      await expectNoAxeViolations(page, "lead page", rulesFor(theme));

      await page.goto(hubUrl("percymd", "/admin/verifications"));
      await expect(page.getByRole("heading", { level: 1, name: "Verifications" })).toBeVisible();
      await expect(page.getByTestId("verifications-table")).toBeVisible();
      await expectTheme();
      await expectNoAxeViolations(page, "verifications", rulesFor(theme));

      await page.goto(hubUrl("percymd", "/admin/speed"));
      await expect(page.getByRole("heading", { level: 1, name: "Speed" })).toBeVisible();
      await expect(page.getByTestId("speed-table")).toBeVisible();
      await expectTheme();
      await expectNoAxeViolations(page, "speed", rulesFor(theme));

      await page.goto(hubUrl("percymd", "/admin/outbox"));
      await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
      await expect(page.getByTestId("outbox-list")).toBeVisible();
      await expectTheme();
      await expectNoAxeViolations(page, "outbox", rulesFor(theme));

      // At phone width the tables scroll sideways: their scrollers must be reachable by keyboard.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(hubUrl("percymd", "/admin"));
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await page.getByText("Show as table").click();
      await expectTheme();
      await expectNoAxeViolations(page, "dashboard at phone width", rulesFor(theme));
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the access form signs in and the dashboard shows its numbers, the table and the charts agreeing", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(hubUrl("percymd", "/admin"));
    await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // The native details element opens without JavaScript.
    await page.getByText("Show as table").click();
    const table = page.getByTestId("leads-per-day-table");
    await expect(table).toBeVisible();
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(30);

    const hubs = ["marque", "percytech", "percymd", "percytext"] as const;
    const column = (hub: string) =>
      table.locator(`td[data-hub="${hub}"]`).evaluateAll((cells) => cells.map((c) => Number(c.textContent)));
    const perHub = Object.fromEntries(await Promise.all(hubs.map(async (h) => [h, await column(h)] as const)));
    const all = await column("all");
    // Each day's total is the sum of the hubs; today has at least the two leads seeded above.
    all.forEach((n, i) => expect(n).toBe(hubs.reduce((s, h) => s + perHub[h][i], 0)));
    expect(perHub.percymd[29]).toBeGreaterThanOrEqual(1);
    expect(perHub.marque[29]).toBeGreaterThanOrEqual(1);

    // The bars carry the same numbers as the table, and the cards the same total.
    for (const hub of hubs) {
      const bars = await page
        .locator(`[data-hub-chart="${hub}"] rect`)
        .evaluateAll((rects) => rects.map((r) => [r.getAttribute("data-day"), Number(r.getAttribute("data-value"))]));
      const days = await rows.locator("th").allTextContents();
      expect(bars).toEqual(days.map((d, i) => [d.trim(), perHub[hub][i]]).filter(([, n]) => n !== 0));
    }
    const recent = all.reduce((a, b) => a + b, 0);
    await expect(page.getByText(`${recent} in the last 30 days`)).toBeVisible();
    const total = Number(await page.getByTestId("stat-leads").textContent());
    expect(total).toBeGreaterThanOrEqual(recent);
    await expect(page.getByTestId("pipeline-table").locator('tr[data-row="all"] [data-status="total"]')).toHaveText(
      String(total),
    );
  });
});
