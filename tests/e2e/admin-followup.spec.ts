import { expectNoAxeViolationsInBothThemes } from "./axe";
import { expect, test, type BrowserContext } from "@playwright/test";
import { startSite, type Site } from "../support/next-server.mjs";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { startSmtpSink } from "../support/messaging-sinks";
import { rawTo } from "./admin-helpers";
import { staffSessionCookie } from "../support/site-requests";

/**
 * Ownership and follow-up, on a server this spec starts with two staff in
 * ADMIN_EMAILS, an SMTP sink in the test process, and E2E_TEST_HOOKS (the digest
 * route takes its "now" from `?now=`, a test-only switch the server refuses
 * with a database URL and on any production build but the test build). Ann assigns herself a lead due today: it is listed
 * under "Due" and "Mine", and the digest weighed at tomorrow 08:30 New York
 * time (no waiting) reaches her inbox with it. Then bulk assign and status,
 * the status select before hydration, and axe on the new parts.
 */
test.describe.configure({ mode: "serial" });

const ANN = "ann@example.com";
const BOB = "bob@example.com";
const TZ = "America/New_York";
const CRON_SECRET = "followup-e2e-cron-secret-0123456789";
const FORM_TOKEN_SECRET = "followup-e2e-form-token-secret-0123456789abcdef";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Site;
let port: number;
let annCookie = "";

const letters = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join(
    "",
  );
const tag = `fup${letters(Date.now(), 8)}`;
const host = () => `marque.localhost:${port}`;
const origin = () => `http://${host()}`;

/** The office's day at `at`, as the server counts it. */
function localDay(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
}

let people = 0;

/** One lead through POST /api/contact, as a visitor sends it (each a person of their own number); answers its id. */
async function seedLead(last: string): Promise<string> {
  const phone = people++ === 0 ? "415 555 0123" : `415 555 0${100 + people}`;
  const iat = Date.now() - 10_000;
  const formToken = signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `${last}${iat}` },
    FORM_TOKEN_SECRET,
  );
  const email = `${tag}-${last.toLowerCase()}@example.com`;
  const response = await rawTo(
    port,
    "POST",
    "/api/contact",
    { host: host(), origin: origin(), "content-type": "application/json" },
    JSON.stringify({
      firstName: "Follow",
      lastName: `${last} ${tag}`,
      email,
      phone,
      company: null,
      message: "Seeded by the follow-up tests",
      emailSignup: true,
      smsSignup: false,
      formToken,
      consentVersion: CURRENT_CONSENT_VERSION,
    }),
  );
  expect(response.status, response.body).toBe(201);
  const found = await rawTo(port, "GET", `/api/admin/leads?q=${encodeURIComponent(email)}`, {
    host: host(),
    cookie: annCookie,
  });
  return (JSON.parse(found.body) as { items: { id: string }[] }).items[0].id;
}

/** Ann signs in with the code emailed to her (over HTTP: the sign-in form has its own spec). */
const staffCookie = (email: string) => staffSessionCookie(port, host(), email, sink.mailsTo);

async function signedIn(context: BrowserContext): Promise<void> {
  const [name, value] = annCookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: origin() }]);
  // Nothing leaves this machine.
  await context.route(
    (url) => !(url.hostname.endsWith("localhost") && url.port === String(port)),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>offsite stub</h1>" }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  server = await startSite({
    env: {
      SMTP_URL: sink.url,
      ADMIN_EMAILS: `${ANN},${BOB}`,
      ADMIN_ACCESS_CODE: "followup-e2e-access-code-7310",
      ADMIN_SESSION_SECRET: "followup-e2e-session-secret-0123456789abcdef0123456789",
      FORM_TOKEN_SECRET,
      CRON_SECRET,
      E2E_TEST_HOOKS: "1",
      TZ,
      RATE_LIMIT_RELAXED: "1",
    },
  });
  port = server.port;
  annCookie = await staffCookie(ANN);
  // Both off the round robin: these leads arrive with no owner, as the digest's "new and unassigned" needs.
  for (const email of [ANN, BOB]) {
    const off = await rawTo(
      port,
      "POST",
      "/api/admin/staff",
      { host: host(), origin: origin(), cookie: annCookie, "content-type": "application/json" },
      JSON.stringify({ email, takesLeads: false }),
    );
    expect(off.status, off.body).toBe(200);
  }
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** A scheduler's call of the digest route, its clock set to `at`. */
async function digestAt(at: Date): Promise<{ day: string | null; sent: number }> {
  const response = await rawTo(port, "GET", `/api/cron/follow-up-digest?now=${at.toISOString()}`, {
    host: host(),
    authorization: `Bearer ${CRON_SECRET}`,
  });
  expect(response.status, response.body).toBe(200);
  return JSON.parse(response.body) as { day: string | null; sent: number };
}

test("a lead assigned with a due date is under Due and Mine, and in tomorrow morning's digest email", async ({
  page,
  context,
}) => {
  test.slow();
  const id = await seedLead("Due");
  await signedIn(context);
  const today = localDay(new Date());

  await page.goto(`${origin()}/admin/leads/${id}`);
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached();
  // Contact points are links that open the mail app and the phone.
  await expect(page.getByRole("link", { name: `${tag}-due@example.com` })).toHaveAttribute(
    "href",
    `mailto:${tag}-due@example.com`,
  );
  await expect(page.getByRole("link", { name: "+14155550123" })).toHaveAttribute("href", "tel:+14155550123");

  await page.getByLabel("Assigned to").selectOption(ANN);
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Owner saved.")).toBeVisible();
  await page.getByLabel("Follow-up date").fill(today);
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(page.getByText("Follow-up saved.")).toBeVisible();
  await expect(page.getByTestId("lead-history")).toContainText(`${ANN} assigned the lead to ${ANN}`);

  await page.goto(`${origin()}/admin/leads`);
  const views = page.getByRole("navigation", { name: "Follow-up views" });
  for (const view of ["Due", "Mine"]) {
    await views.getByRole("link", { name: view, exact: true }).click();
    await expect(views.getByRole("link", { name: view, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("leads-table").getByRole("link", { name: `Follow Due ${tag}` })).toBeVisible();
  }
  await views.getByRole("link", { name: "Unassigned" }).click();
  await expect(page.getByRole("link", { name: `Follow Due ${tag}` })).toHaveCount(0);

  // Tomorrow, New York time: 07:30 is too early; 08:30 sends; a second call that morning sends nothing more.
  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  const offset = (hour: number) => new Date(`${tomorrow}T${String(hour).padStart(2, "0")}:30:00Z`);
  // New York is 4 or 5 hours behind UTC: 11:30 UTC is at most 07:30 there, 13:30 UTC at least 08:30.
  expect(await digestAt(offset(11))).toEqual({ day: null, sent: 0 });
  expect(await digestAt(offset(13))).toEqual({ day: tomorrow, sent: 1 });
  expect(await digestAt(offset(15))).toEqual({ day: tomorrow, sent: 0 });
  const digest = () => sink.mailsTo(ANN).filter((m) => m.subject?.includes(`your leads for ${tomorrow}`));
  await expect.poll(() => digest().length, { timeout: 30_000 }).toBe(1);
  expect(digest()[0].text).toContain(`Follow Due ${tag} <${tag}-due@example.com> (follow up ${today})`);
  expect(digest()[0].html).toContain(`/admin/leads/${id}`);
});

test("bulk actions: check leads by keyboard and mouse, assign them to bob, then change their status", async ({
  page,
  context,
}) => {
  test.slow();
  const first = await seedLead("Bulkone");
  const second = await seedLead("Bulktwo");
  await signedIn(context);
  await page.goto(`${origin()}/admin/leads?q=${tag}-bulk`);
  await page.getByLabel(`Select Follow Bulkone ${tag}`).focus();
  await page.keyboard.press("Space");
  await page.getByLabel(`Select Follow Bulktwo ${tag}`).check();
  const bar = page.getByRole("form", { name: "Bulk actions on the checked leads" });
  await bar.getByLabel("Assign checked to").selectOption(BOB);
  await bar.getByRole("button", { name: "Assign" }).click();
  await expect(bar.getByRole("status")).toHaveText("2 leads updated.");
  // Back on the same filtered list.
  await expect(page).toHaveURL(new RegExp(`q=${tag}-bulk`));
  for (const name of ["Bulkone", "Bulktwo"])
    await expect(page.locator("tr", { hasText: `Follow ${name} ${tag}` }).getByTestId("lead-owner")).toHaveText(BOB);

  await page.getByLabel(`Select Follow Bulkone ${tag}`).check();
  await page.getByLabel(`Select Follow Bulktwo ${tag}`).check();
  await bar.getByLabel("Set status of checked to").selectOption("qualified");
  await bar.getByRole("button", { name: "Change status" }).press("Enter");
  await expect(bar.getByRole("status")).toHaveText("2 leads updated.");
  for (const name of ["Bulkone", "Bulktwo"])
    await expect(page.locator("tr", { hasText: `Follow ${name} ${tag}` })).toContainText("Qualified");

  // Each change is in the lead's history under ann's name.
  await page.goto(`${origin()}/admin/leads/${first}`);
  await expect(page.getByTestId("lead-history")).toContainText(`${ANN} assigned the lead to ${BOB}`);
  await expect(page.getByTestId("lead-history")).toContainText(`${ANN} changed status from New to Qualified`);
  // Nothing checked: an honest refusal, nothing changed.
  await page.goto(`${origin()}/admin/leads?q=${tag}-bulk`);
  await bar.getByRole("button", { name: "Change status" }).click();
  await expect(bar.getByRole("alert")).toHaveText("Choose at least one lead, then the action.");
  expect(second).toMatch(/^[0-9a-f-]{36}$/);
});

test("the status select before hydration: without the script it posts and persists; with a late script the choice is kept", async ({
  page,
  context,
}) => {
  test.slow();
  const id = await seedLead("Hydrate");
  await signedIn(context);
  const status = page.getByRole("status").filter({ hasText: /Status updated\.|No change/ });
  // The page's scripts only: its stylesheets load as usual.
  const SCRIPTS = (url: URL) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js");

  // No JavaScript at all: the chunks never arrive. The form is a plain post that comes back to the page.
  await page.route(SCRIPTS, (route) => route.abort());
  await page.goto(`${origin()}/admin/leads/${id}`);
  await expect(page.locator("form[data-hydrated]")).toHaveCount(0);
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page).toHaveURL(`${origin()}/admin/leads/${id}`);
  await expect(page.getByLabel("Status")).toHaveValue("contacted");
  await expect(page.getByTestId("lead-history")).toContainText("changed status from New to Contacted");
  await expect(status).toHaveCount(0);
  await page.unroute(SCRIPTS);

  // The script arrives late: the choice made meanwhile is kept, then posted and saved, with no hydration error.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin()}/admin/leads/${id}`, { waitUntil: "commit" });
  await page.getByLabel("Status").selectOption("qualified");
  await expect(page.locator("form[data-hydrated]")).toHaveCount(0);
  release();
  await expect(page.locator("form[data-hydrated]").first()).toBeAttached({ timeout: 60_000 });
  await expect(page.getByLabel("Status")).toHaveValue("qualified");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(status).toHaveText("Status updated.");
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("qualified");
  await expect(page.getByTestId("lead-history")).toContainText("changed status from Contacted to Qualified");
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test("axe finds nothing on the follow-up views, the bulk bar and the owner form, in both themes", async ({
  page,
  context,
}) => {
  test.slow();
  const id = await seedLead("Axe");
  await signedIn(context);
  for (const view of ["due", "mine", "unassigned"]) {
    await page.goto(`${origin()}/admin/leads?view=${view}&bulk=2`);
    await expect(page.getByRole("navigation", { name: "Follow-up views" })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page, `leads ${view}`);
  }
  await page.goto(`${origin()}/admin/leads?bulkError=ids`);
  await expectNoAxeViolationsInBothThemes(page, "leads with a bulk error");
  await page.goto(`${origin()}/admin/leads/${id}`);
  await expect(page.getByLabel("Assigned to")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "lead page");
});
