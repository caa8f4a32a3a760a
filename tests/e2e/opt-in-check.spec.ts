import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HUB_IDS, HUBS, fetchAs, hubUrl, type HubId } from "./hubs";
import { OPT_IN_FIXTURES, type OptInFixture } from "../support/opt-in-fixtures";
import { optInCheckCopy } from "../../content/opt-in-check";
import { siteUrl } from "../../lib/hubs/registry";

/**
 * The opt-in check in Chromium on every hub: the page with JavaScript and without it (a plain form post and a
 * redirect), a report at its own address, the page's place in each hub's sitemap and links.
 */
const broken = OPT_IN_FIXTURES.find((f) => f.breaks === "disclosure-rates")!;

test.describe.configure({ mode: "parallel" });

/** Fill the form with a fixture's pasted page, brand, vertical and samples. */
async function fillCheck(page: Page, fixture: OptInFixture): Promise<void> {
  await page.getByText("No public page yet? Paste its HTML instead").click();
  await page.getByLabel("The page's HTML").fill(fixture.html);
  await page.getByLabel("Brand name").fill(fixture.brand);
  await page.getByLabel("Kind of business").selectOption(fixture.vertical);
  for (const [i, sample] of fixture.samples.entries()) await page.getByLabel(`Sample message ${i + 1}`).fill(sample);
}

async function expectReport(page: Page, fixture: OptInFixture): Promise<string> {
  await expect(page).toHaveURL(/\/opt-in-check\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.brand);
  await expect(page.getByTestId("report-count-fail")).toHaveText("1");
  await expect(page.locator(`li[data-rule="${fixture.breaks}"][data-status="fail"]`)).toBeVisible();
  await expect(page.locator(`li[data-rule="${fixture.breaks}"] a`)).toHaveAttribute(
    "href",
    `/opt-in-check#rule-${fixture.breaks}`,
  );
  return new URL(page.url()).pathname.split("/").pop()!;
}

for (const hub of HUB_IDS) {
  test(`${hub}: the page, its canonical on Marque, and a check with JavaScript`, async ({ page }) => {
    test.slow();
    await page.goto(hubUrl(hub, "/opt-in-check"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(optInCheckCopy(hub).title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl(HUBS.marque)}/opt-in-check`);
    // One anchor per rule, the report's links land on them.
    await expect(page.locator('section[id^="rule-"]')).toHaveCount(18);
    const words = (await page.locator("main").innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(400);
    // Nothing sent while the form is incomplete: the error is under the address, focused. (Before the form
    // hydrates, a click is the plain form post that the test without JavaScript covers.)
    await expect(page.locator("form[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByRole("button", { name: "Check my page" }).click();
    await expect(page.getByText("Give your opt-in page's address, or paste its HTML.")).toBeVisible();
    await expect(page.getByLabel("Your opt-in page's address")).toBeFocused();
    expect(posts).toEqual([]);
    await fillCheck(page, broken);
    await page.getByRole("button", { name: "Check my page" }).click();
    await expectReport(page, broken);
  });

  test(`${hub}: without JavaScript, a plain form post lands on the report`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(hubUrl(hub, "/opt-in-check"));
    await fillCheck(page, broken);
    await page.getByRole("button", { name: "Check my page" }).click();
    await expectReport(page, broken);
    // A refusal comes back as the form, with the reason and what was typed.
    await page.goto(hubUrl(hub, "/opt-in-check"));
    await page.getByLabel("Brand name").fill("Sunny Surf Shop");
    await page.getByRole("button", { name: "Check my page" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check the fields marked below.");
    await expect(page.getByText("Give your opt-in page's address, or paste its HTML.")).toBeVisible();
    await expect(page.getByLabel("Brand name")).toHaveValue("Sunny Surf Shop");
    await context.close();
  });
}

async function createReport(request: APIRequestContext, hub: HubId, fixture: OptInFixture): Promise<string> {
  const response = await fetchAs(request, hub, "/api/opt-in-check", {
    method: "POST",
    data: { html: fixture.html, brand: fixture.brand, vertical: fixture.vertical, samples: fixture.samples },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test("a report has its own address on every hub, noindex and printable; an unknown id is a 404", async ({
  request,
}) => {
  const id = await createReport(request, "marque", broken);
  for (const hub of HUB_IDS) {
    const response = await fetchAs(request, hub, `/opt-in-check/${id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain('id="opt-in-report"');
    expect(html).toContain(broken.brand);
  }
  expect((await fetchAs(request, "marque", "/opt-in-check/AAAAAAAAAAAAAAAAAAAAAA")).status()).toBe(404);
  expect((await fetchAs(request, "marque", "/opt-in-check/not-an-id")).status()).toBe(404);
});

test("Marque's sitemap lists the check, the other hubs' do not; the footer and topic pages link to it", async ({
  request,
  page,
}) => {
  for (const hub of HUB_IDS) {
    const sitemap = await (await fetchAs(request, hub, "/sitemap.xml")).text();
    expect([hub, sitemap.includes("/opt-in-check<")]).toEqual([hub, hub === "marque"]);
  }
  await page.goto(hubUrl("marque", "/"));
  await expect(page.locator('footer a[href="/opt-in-check"]')).toHaveText("Opt-in check");
  for (const [hub, path] of [
    ["marque", "/industries/cigar-lounges"],
    ["percymd", "/industries/dental-offices"],
  ] as const) {
    await page.goto(hubUrl(hub, path));
    await expect(page.getByTestId("topic-opt-in-check").getByRole("link")).toHaveAttribute("href", "/opt-in-check");
  }
});
