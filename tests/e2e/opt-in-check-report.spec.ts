import { axeOn, COLOR_RULES } from "./axe";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { HUB_IDS, HUBS, fetchAs, hubUrl, type HubId } from "./hubs";
import { OPT_IN_FIXTURES, type OptInFixture } from "../support/opt-in-fixtures";
import { fillValid, serveAgedFormToken, warmBackend } from "./contact-helpers";
import { E2E_ADMIN_CODE, warmUpDatabase } from "./admin-helpers";
import { smsConfirmationRequest, smsConfirmedReply } from "../../lib/backend/templates";

/**
 * What a report leads to and what it is held to: the call to action opens the contact form carrying the
 * report, and staff see it on the lead; our own contact pages and every published client program page, pasted
 * as served, fail no check; axe finds nothing on the page or a report, light and dark, phone and desktop.
 */
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await warmUpDatabase();
  await warmBackend(request);
});

const broken = OPT_IN_FIXTURES.find((f) => f.breaks === "privacy-sharing" && f.name.includes("silent"))!;
const failing = OPT_IN_FIXTURES.find((f) => f.breaks === "samples-brand")!;

type Answer = { id: string; checks: { rule: string; status: string; message: string; fix?: string }[] };

async function check(
  request: APIRequestContext,
  hub: HubId,
  input: { html: string; brand: string; vertical: string; samples: string[] },
): Promise<Answer> {
  const response = await fetchAs(request, hub, "/api/opt-in-check", { method: "POST", data: input });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Answer;
}

const inputOf = (f: OptInFixture) => ({ html: f.html, brand: f.brand, vertical: f.vertical, samples: f.samples });

const failures = (answer: Answer) =>
  answer.checks.filter((c) => c.status === "fail").map((c) => `${c.rule}: ${c.message}`);

test("a contact sent from a report's call to action shows the report to staff", async ({ page, request }) => {
  test.slow();
  const { id } = await check(request, "marque", inputOf(failing));
  await serveAgedFormToken(page);
  await page.clock.install();
  await page.goto(hubUrl("marque", `/opt-in-check/${id}`));
  const token = page.waitForResponse((r) => r.url().endsWith("/api/form-token") && r.ok());
  await page.getByTestId("report-cta").click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?report=${id}#from-report$`));
  await expect(page.getByTestId("contact-report-notice")).toBeVisible();
  await token;
  await fillValid(page, { first: "Report", last: "Reader", email: `report-${Date.now()}@example.com` });
  await page.clock.fastForward(3000);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  const answer = await sent;
  expect(answer.status(), await answer.text()).toBe(201);
  const leadId = ((await answer.json()) as { id: string }).id;
  // Opened any other way, the contact page says nothing of a report.
  await page.goto(hubUrl("marque", "/contact"));
  await expect(page.getByTestId("contact-report-notice")).toBeHidden();

  await page.goto(hubUrl("marque", "/admin"));
  const signIn = page.getByRole("heading", { level: 1, name: "Admin sign-in" });
  if (await signIn.isVisible()) {
    await page.getByLabel("Access code").fill(E2E_ADMIN_CODE);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(signIn).toBeHidden();
  }
  await page.goto(hubUrl("marque", `/admin/leads/${leadId}`));
  const shown = page.getByTestId("lead-opt-in-report");
  await expect(shown).toContainText(failing.brand);
  await expect(shown).toContainText("1 to fix");
  await expect(shown.getByRole("link", { name: "Open the report" })).toHaveAttribute("href", `/opt-in-check/${id}`);
});

test("our own contact pages, pasted as served with our own texts, fail no check", async ({ request }) => {
  for (const hub of HUB_IDS) {
    const html = await (await fetchAs(request, hub, "/contact")).text();
    const answer = await check(request, hub, {
      html,
      brand: HUBS[hub].name,
      vertical: "professional-services",
      samples: [smsConfirmationRequest(HUBS[hub]), smsConfirmedReply(HUBS[hub])],
    });
    expect([hub, failures(answer)]).toEqual([hub, []]);
    // Pasted HTML: the linked policies are not read, so they are unknown, never failed.
    expect(answer.checks.filter((c) => c.status === "unknown").map((c) => c.rule)).toEqual([
      "privacy-sharing",
      "terms-sms",
    ]);
  }
});

test("every published client program page, pasted as served with its samples and vertical, fails no check", async ({
  request,
}) => {
  const origin = `http://127.0.0.1:${new URL(hubUrl("marque")).port}`;
  const headers = { origin, connection: "close" };
  expect((await request.post(`${origin}/api/admin/session`, { data: { code: E2E_ADMIN_CODE }, headers })).ok()).toBe(
    true,
  );
  const list = (await (await request.get(`${origin}/api/admin/clients`, { headers })).json()) as {
    programs: { slug: string; published: boolean }[];
  };
  const published = list.programs.filter((p) => p.published);
  expect(published.length).toBeGreaterThanOrEqual(3);
  for (const { slug } of published) {
    const program = (
      (await (await request.get(`${origin}/api/admin/clients/${slug}`, { headers })).json()) as {
        published: { brandName: string; vertical: string; sampleMessages: string[] };
      }
    ).published;
    for (const hub of ["marque", "percymd"] as const) {
      const html = await (await fetchAs(request, hub, `/clients/${slug}`)).text();
      const answer = await check(request, hub, {
        html,
        brand: program.brandName,
        vertical: program.vertical,
        samples: program.sampleMessages,
      });
      expect([slug, hub, failures(answer)]).toEqual([slug, hub, []]);
    }
  }
});

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function scan(page: Page, colorScheme: "light" | "dark", where: string) {
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  const axe = axeOn(page).withTags(TAGS).exclude("[data-testid=admin-button]");
  const { violations } = await (colorScheme === "dark" ? axe.withRules(COLOR_RULES) : axe).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    where,
  ).toEqual([]);
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  // Each page is scanned in the theme it loaded in, then in the other after the system preference changes (the page
  // follows it). Phones load dark first and desktops light first, so every page is also scanned as loaded straight
  // into each theme.
  const themes = width === "phone" ? (["dark", "light"] as const) : (["light", "dark"] as const);
  test(`axe: the page and a report with failures, ${themes.join(" then ")} ${width}, on every hub`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const load = async (url: string) => {
      await page.emulateMedia({ colorScheme: themes[0], reducedMotion: "reduce" });
      await page.goto(url);
    };
    const scanInBothThemes = async (where: string) => {
      for (const colorScheme of themes) {
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await scan(page, colorScheme, `${where} (${colorScheme})`);
      }
    };
    const { id } = await check(request, "marque", inputOf(broken));
    for (const hub of HUB_IDS) {
      await load(hubUrl(hub, "/opt-in-check"));
      await scanInBothThemes(`${hub} /opt-in-check`);
      await load(hubUrl(hub, `/opt-in-check/${id}`));
      await scanInBothThemes(`${hub} report`);
    }
    // The form's errors, shown in place.
    await load(hubUrl("marque", "/opt-in-check"));
    await expect(page.locator("form[data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.getByRole("button", { name: "Check my page" }).click();
    await expect(page.getByText("Give your opt-in page's address, or paste its HTML.")).toBeVisible();
    await scanInBothThemes("marque /opt-in-check with errors");
  });
}
