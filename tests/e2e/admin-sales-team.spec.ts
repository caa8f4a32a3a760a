import { rmSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { startNext } from "../support/next-server.mjs";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { startSmtpSink } from "../support/messaging-sinks";
import { staffSessionCookie } from "../support/site-requests";
import { rawTo, type RawResponse } from "./admin-helpers";

/**
 * A sales team of three on a server this spec starts: ann and bob admins, cy
 * an agent (STAFF_AGENTS), an SMTP sink in the test process, and the test
 * hooks on, so the server's clock is moved, never waited for. New leads get
 * owners in turn; a lead shows its wait and turns overdue at its target; its
 * owner gets one reminder and the sales inbox one escalation; the same
 * number from another hub joins the first lead; and cy gets 403 from the
 * admin-only routes and sees none of their controls.
 */
test.describe.configure({ mode: "serial" });

const ANN = "ann@example.com";
const BOB = "bob@example.com";
const CY = "cy@example.com";
const INBOX = "sales@sales-e2e.example";
const CRON_SECRET = "sales-e2e-cron-secret-0123456789";
const FORM_TOKEN_SECRET = "sales-e2e-form-token-secret-0123456789abcdef";
// Monday 7 December 2026, 10:00 in New York (EST, UTC-5): inside staff hours.
const MONDAY_10AM = Date.parse("2026-12-07T15:00:00.000Z");
const minutes = (n: number, from = MONDAY_10AM) => new Date(from + n * 60_000).toISOString();

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Awaited<ReturnType<typeof startNext>>;
let port: number;
let dataDir: string;
const cookies: Record<string, string> = {};
const leads: { id: string; name: string; owner: string; phone: string; createdAt: number }[] = [];
/** `n` minutes after the first lead arrived, on the server's clock. */
const sinceFirst = (n: number) => minutes(n, leads[0].createdAt);

const letters = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join(
    "",
  );
const tag = `sls${letters(Date.now(), 8)}`;
const hostOf = (hub = "marque") => `${hub}.localhost:${port}`;
const originOf = (hub = "marque") => `http://${hostOf(hub)}`;

const mailsTo = (address: string): ParsedMail[] => sink.mailsTo(address);

function api(who: string, method: string, path: string, body?: unknown): Promise<RawResponse> {
  return rawTo(
    port,
    method,
    path,
    {
      host: hostOf(),
      origin: originOf(),
      cookie: cookies[who] ?? "",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
}

/** The server's clock reads `at` from now on. */
async function clockAt(at: string): Promise<void> {
  const moved = await rawTo(
    port,
    "POST",
    "/api/test-hooks/clock",
    { host: hostOf(), origin: originOf(), "content-type": "application/json" },
    JSON.stringify({ now: at }),
  );
  expect(moved.status, moved.body).toBe(200);
}

/** A scheduler's call of the response clock. */
async function runClock(): Promise<{ reminded: number; escalated: number }> {
  const response = await rawTo(port, "GET", "/api/cron/response-clock", {
    host: hostOf(),
    authorization: `Bearer ${CRON_SECRET}`,
  });
  expect(response.status, response.body).toBe(200);
  return JSON.parse(response.body);
}

/** A visitor's contact form on `hub`; answers the lead's id. */
async function contact(hub: string, name: string, email: string, phone: string): Promise<string> {
  const iat = Date.now() - 10_000;
  const formToken = signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `${email}${iat}` },
    FORM_TOKEN_SECRET,
  );
  const [firstName, ...rest] = name.split(" ");
  const response = await rawTo(
    port,
    "POST",
    "/api/contact",
    { host: hostOf(hub), origin: originOf(hub), "content-type": "application/json" },
    JSON.stringify({
      firstName,
      lastName: rest.join(" "),
      email,
      phone,
      company: "Cigar Lounge",
      message: "Seeded by the sales team tests",
      emailSignup: true,
      smsSignup: false,
      formToken,
      consentVersion: CURRENT_CONSENT_VERSION,
    }),
  );
  expect(response.status, response.body).toBe(201);
  return (JSON.parse(response.body) as { id: string }).id;
}

/** A staff member signs in with the code emailed to them. */
const signIn = (email: string) => staffSessionCookie(port, hostOf(), email, mailsTo);

async function as(context: BrowserContext, who: string): Promise<void> {
  const [name, value] = cookies[who].split(/=(.*)/s);
  await context.addCookies([{ name, value, url: originOf() }]);
  await context.route(
    (url) => !(url.hostname.endsWith("localhost") && url.port === String(port)),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>offsite stub</h1>" }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  dataDir = `.data/e2e-sales-${process.pid}`;
  server = await startNext({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ADMIN_EMAILS: `${ANN},${BOB},${CY}`,
    STAFF_AGENTS: CY,
    SALES_INBOX: INBOX,
    ADMIN_ACCESS_CODE: "sales-e2e-access-code-7310",
    ADMIN_SESSION_SECRET: "sales-e2e-session-secret-0123456789abcdef0123456789",
    FORM_TOKEN_SECRET,
    CRON_SECRET,
    E2E_TEST_HOOKS: "1",
    RATE_LIMIT_RELAXED: "1",
  });
  port = server.port;
  for (const who of [ANN, BOB, CY]) cookies[who] = await signIn(who);
  await clockAt(minutes(0));
});

test.afterAll(async () => {
  if (port) await clockAt(minutes(0)).catch(() => {});
  await server?.stop();
  await sink?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("two new leads get different owners in turn, each shown on its page and in the list", async ({
  page,
  context,
}) => {
  test.slow();
  await clockAt(minutes(0));
  for (const [i, who] of ["Rosa Quill", "Omar Vance"].entries()) {
    const name = `${who} ${tag}`;
    const phone = `415 555 02${10 + i}`;
    const id = await contact("marque", name, `${tag}-${i}@example.com`, phone);
    const detail = JSON.parse((await api(ANN, "GET", `/api/admin/leads/${id}`)).body) as {
      lead: { assignedTo: string; phone: string; createdAt: string };
    };
    leads.push({
      id,
      name,
      owner: detail.lead.assignedTo,
      phone: detail.lead.phone,
      createdAt: Date.parse(detail.lead.createdAt),
    });
  }
  expect(leads[0].owner).not.toBe(leads[1].owner);
  for (const lead of leads) expect([ANN, BOB, CY]).toContain(lead.owner);
  await as(context, ANN);
  for (const lead of leads) {
    await page.goto(`${originOf()}/admin/leads/${lead.id}`);
    await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
    await expect(page.getByTestId("lead-page-owner")).toHaveText(`Owner: ${lead.owner}`);
    await expect(page.getByLabel("Assigned to")).toHaveValue(lead.owner);
    await expect(page.getByTestId("lead-history")).toContainText(`Given to ${lead.owner} in turn (round robin)`);
  }
  await page.goto(`${originOf()}/admin/leads?q=${tag}`);
  for (const lead of leads)
    await expect(page.locator("tr", { hasText: lead.name }).getByTestId("lead-owner")).toHaveText(lead.owner);
  // The new-lead email went to each owner as well as to the sales inbox.
  for (const lead of leads) {
    await expect.poll(() => mailsTo(lead.owner).filter((m) => m.subject?.includes(lead.name)).length).toBe(1);
    await expect.poll(() => mailsTo(INBOX).filter((m) => m.subject?.includes(lead.name)).length).toBe(1);
  }
});

test("a lead shows its wait, and turns overdue when the server's clock passes the target", async ({
  page,
  context,
}) => {
  test.slow();
  await as(context, ANN);
  const [first, second] = leads;
  const wait = page.getByTestId("lead-wait");
  await clockAt(sinceFirst(10));
  await page.goto(`${originOf()}/admin/leads/${first.id}`);
  // The clock runs on from where it was set: a slow page may read a minute more.
  await expect(wait).toHaveText(/^Waiting 1[01] min$/);
  await expect(wait).toHaveAttribute("data-state", "waiting");
  // The second lead is answered in time: its owner moves it out of New.
  const moved = await api(second.owner, "PATCH", `/api/admin/leads/${second.id}`, { status: "contacted" });
  expect(moved.status, moved.body).toBe(200);

  await clockAt(sinceFirst(16));
  await page.reload();
  await expect(wait).toHaveText(/^Overdue · 1[67] min$/);
  await expect(wait).toHaveAttribute("data-state", "overdue");
  await page.goto(`${originOf()}/admin/leads?view=overdue&q=${tag}`);
  const rows = page.getByTestId("leads-table").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first.name);
  await expect(rows.first().getByTestId("lead-wait")).toHaveText(/^Overdue · 1[67] min$/);
  await page.goto(`${originOf()}/admin/leads?q=${tag}`);
  // Answered ten minutes after the first lead came in, a few seconds after the second did.
  await expect(page.locator("tr", { hasText: second.name }).getByTestId("lead-wait")).toHaveText(
    /^Answered in (9|10) min$/,
  );
  await page.goto(`${originOf()}/admin`);
  await expect(page.getByTestId("stat-overdue")).toHaveText("1");
});

test("the owner gets one reminder and the sales inbox one escalation, at the SMTP sink", async () => {
  test.slow();
  const [first, second] = leads;
  const reminders = () => mailsTo(first.owner).filter((m) => m.subject?.startsWith(`Reminder: ${first.name}`));
  const escalations = () => mailsTo(INBOX).filter((m) => m.subject?.startsWith("Escalation:"));
  // The clock stands at 16 minutes: past the target, not yet twice it.
  await runClock();
  await expect.poll(() => reminders().length, { timeout: 30_000 }).toBe(1);
  expect(reminders()[0].text).toContain(`/admin/leads/${first.id}`);
  await runClock();
  await clockAt(sinceFirst(31));
  await runClock();
  await expect.poll(() => escalations().length, { timeout: 30_000 }).toBe(1);
  expect(escalations()[0].subject).toContain(first.name);
  expect(escalations()[0].text).toContain(`Its owner, ${first.owner}, was reminded at the target.`);
  // However often the clock runs now, nobody hears twice; the answered lead was never chased.
  expect(await runClock()).toEqual({ reminded: 0, escalated: 0 });
  expect(reminders()).toHaveLength(1);
  expect(escalations()).toHaveLength(1);
  expect(sink.mails.filter((m) => m.subject?.includes(second.name) && /Reminder|Escalation/.test(m.subject))).toEqual(
    [],
  );
});

test("a contact from another hub with the same phone is linked to the first lead", async ({ page, context }) => {
  test.slow();
  const [first] = leads;
  const before = JSON.parse((await api(ANN, "GET", `/api/admin/leads/${first.id}`)).body) as {
    lead: { submissions: number };
  };
  const joined = await contact("percytext", `Rosa Q ${tag}`, `${tag}-other@lounge.example`, first.phone);
  expect(joined).toBe(first.id);
  const after = JSON.parse((await api(ANN, "GET", `/api/admin/leads/${first.id}`)).body) as {
    lead: { submissions: number; assignedTo: string };
  };
  expect(after.lead).toMatchObject({ submissions: before.lead.submissions + 1, assignedTo: first.owner });
  await as(context, ANN);
  await page.goto(`${originOf()}/admin/leads/${first.id}`);
  await expect(page.getByTestId("lead-also-wrote")).toContainText(
    `Also wrote to PercyText as ${tag}-other@lounge.example on`,
  );
  await expect(page.getByTestId("lead-history")).toContainText(
    "The person wrote again, to PercyText: joined this lead",
  );
  // No second lead: the list on PercyText has none of ours.
  await page.goto(`${originOf()}/admin/leads?hub=percytext&q=${tag}`);
  await expect(page.getByText("No leads match.")).toBeVisible();
});

test("an agent gets 403 from the erase, publish and CSV routes, and sees none of those controls", async ({
  browser,
}) => {
  test.slow();
  const [first] = leads;
  const slug = `${tag}-dental`;
  const created = await api(ANN, "POST", "/api/admin/clients", {
    slug,
    businessName: "Harbor Dental LLC",
    brandName: "Harbor Dental",
    vertical: "dental",
    city: "Portland",
    state: "ME",
    website: "https://harbordental.example",
    supportEmail: "texts@harbordental.example",
    supportPhone: "+12075550100",
    programName: "Harbor Dental Reminders",
    description: "Appointment reminders and office news for Harbor Dental patients who ask for them.",
    messageTypes: "appointment reminders",
    frequency: "varies",
    number: "+12075550199",
    keyword: "HARBOR",
    sampleMessages: ["Harbor Dental: your cleaning is on Tuesday at 10:00. Reply STOP to opt out."],
    ageGate: "none",
  });
  expect(created.status, created.body).toBe(201);
  for (const [method, path, body] of [
    ["POST", `/api/admin/leads/${first.id}/erase`, { confirm: "erase" }],
    ["POST", `/api/admin/clients/${slug}/publish`, undefined],
    ["POST", `/api/admin/clients/${slug}/unpublish`, undefined],
    ["GET", "/api/admin/leads.csv", undefined],
    ["GET", `/api/admin/clients/${slug}/subscribers.csv`, undefined],
  ] as const) {
    const response = await api(CY, method, path, body);
    expect([path, response.status]).toEqual([path, 403]);
    expect(JSON.parse(response.body)).toEqual({ error: expect.objectContaining({ code: "API_FORBIDDEN" }) });
  }
  // Nothing happened: the lead is whole and the program still unpublished.
  expect(JSON.parse((await api(ANN, "GET", `/api/admin/leads/${first.id}`)).body).lead.erasedAt).toBeNull();

  const look = async (who: string, check: (page: Page, count: 0 | 1) => Promise<void>) => {
    const context = await browser.newContext();
    await as(context, who);
    await check(await context.newPage(), who === CY ? 0 : 1);
    await context.close();
  };
  for (const who of [CY, ANN]) {
    await look(who, async (page, count) => {
      await page.goto(`${originOf()}/admin/leads`);
      await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(count);
      await page.goto(`${originOf()}/admin/leads/${first.id}`);
      await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
      await expect(page.getByRole("button", { name: "Erase personal data…" })).toHaveCount(count);
      // An agent takes a lead for herself; an admin gives it to anyone.
      await expect(page.getByLabel("Assigned to")).toHaveCount(count);
      await expect(page.getByRole("button", { name: "Take this lead" })).toHaveCount(1 - count);
      await page.goto(`${originOf()}/admin/clients/${slug}`);
      await expect(page.getByRole("heading", { name: "Publishing" })).toBeVisible();
      await expect(page.getByRole("button", { name: /Publish/ })).toHaveCount(count);
      await page.goto(`${originOf()}/admin/clients/${slug}/subscribers`);
      await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(count);
      await page.goto(`${originOf()}/admin/staff`);
      await expect(page.getByTestId("staff-list")).toBeVisible();
      await expect(page.getByRole("button", { name: /^Save the role of/ })).toHaveCount(count * 3);
    });
  }
});

test("an agent takes a lead for herself, and an admin switches a member off the round robin from the staff page", async ({
  browser,
}) => {
  test.slow();
  const [first] = leads;
  const agent = await browser.newContext();
  await as(agent, CY);
  const page = await agent.newPage();
  await page.goto(`${originOf()}/admin/leads/${first.id}`);
  await page.getByRole("button", { name: "Take this lead" }).click();
  await expect(page.getByTestId("lead-page-owner")).toHaveText(`Owner: ${CY}`);
  await expect(page.getByText("This lead is yours.")).toBeVisible();
  await expect(page.getByTestId("lead-history")).toContainText(`${CY} assigned the lead to ${CY}`);
  await agent.close();

  const admin = await browser.newContext();
  await as(admin, ANN);
  const staff = await admin.newPage();
  await staff.goto(`${originOf()}/admin/staff`);
  const bob = staff.locator(`[data-member="${BOB}"]`);
  await expect(bob.getByTestId("takes-leads")).toHaveText("Takes new leads");
  await bob.getByRole("button", { name: `Pause new leads for ${BOB}` }).click();
  await expect(staff.getByRole("status")).toHaveText(`Saved for ${BOB}.`);
  await expect(bob.getByTestId("takes-leads")).toHaveText("Takes no new leads");
  await admin.close();
  // The next two new leads skip bob.
  const owners: string[] = [];
  for (const i of [0, 1]) {
    const id = await contact("marque", `Next Lead ${tag}`, `${tag}-next${i}@example.com`, `415 555 03${10 + i}`);
    owners.push(JSON.parse((await api(ANN, "GET", `/api/admin/leads/${id}`)).body).lead.assignedTo);
  }
  expect(owners).not.toContain(BOB);
  expect(new Set(owners).size).toBe(2);
});
