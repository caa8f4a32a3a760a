import { expectNoAxeViolationsInBothThemes } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { startSite, type Site } from "../support/next-server.mjs";
import { signToken } from "../../lib/security/signed-token";
import { CURRENT_CONSENT_VERSION } from "../../lib/consent/disclosures";
import { startSmtpSink } from "../support/messaging-sinks";
import { rawTo } from "./admin-helpers";

/**
 * Named staff sign in with a code emailed to them: this spec starts an SMTP
 * sink in the test process and its own `next start` with SMTP_URL pointing
 * at it and two staff listed in ADMIN_EMAILS; each person reads their code
 * from the captured email. Then ann works a lead and bob sees her changes
 * under her name.
 */
test.describe.configure({ mode: "serial" });

const STAFF = ["ann@example.com", "bob@example.com"];
const FORM_TOKEN_SECRET = "staff-e2e-form-token-secret-0123456789abcdef";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: Site;
let port: number;

// Letters only: names allow no digits.
const letters = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join(
    "",
  );
const tag = `stf${letters(Date.now(), 8)}`;
const leadName = `Staff Lead ${tag}`;

const host = () => `marque.localhost:${port}`;
const origin = () => `http://${host()}`;

/** One lead through POST /api/contact, as a visitor would send it (a form token aged past the 3 s rule). */
async function seedLead(): Promise<void> {
  const iat = Date.now() - 10_000;
  const formToken = signToken(
    { typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `staff${iat}` },
    FORM_TOKEN_SECRET,
  );
  const body = JSON.stringify({
    firstName: "Staff",
    lastName: `Lead ${tag}`,
    email: `${tag}@example.com`,
    company: null,
    message: "Seeded by the staff sign-in tests",
    emailSignup: true,
    smsSignup: false,
    formToken,
    consentVersion: CURRENT_CONSENT_VERSION,
  });
  const response = await rawTo(
    port,
    "POST",
    "/api/contact",
    { host: host(), origin: origin(), "content-type": "application/json" },
    body,
  );
  expect(response.status, response.body).toBe(201);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  server = await startSite({
    env: {
      SMTP_URL: sink.url,
      ADMIN_EMAILS: STAFF.join(","),
      ADMIN_ACCESS_CODE: "staff-e2e-access-code-7310",
      ADMIN_SESSION_SECRET: "staff-e2e-session-secret-0123456789abcdef0123456789",
      FORM_TOKEN_SECRET,
      RATE_LIMIT_RELAXED: "1",
    },
  });
  port = server.port;
  await seedLead();
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** Nothing leaves this machine: any request not for our server is answered here. */
async function fence(page: Page): Promise<void> {
  await page.context().route(
    (url) => !(url.hostname.endsWith("localhost") && url.port === String(port)),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>offsite stub</h1>" }),
  );
}

const mailsTo = (address: string): ParsedMail[] => sink.mailsTo(address);

/** The mail that arrives after `before` mails to this address had. */
async function nextMailTo(address: string, before: number): Promise<ParsedMail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000 }).toBeGreaterThan(before);
  return mailsTo(address)[before];
}

function codeIn(mail: ParsedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The gate's staff form, by keyboard and mouse as a person uses it, with the code read from the email. */
async function signInByEmail(page: Page, email: string): Promise<void> {
  await page.goto(`${origin()}/admin`);
  const staff = page.getByTestId("staff-sign-in");
  await expect(staff.getByRole("heading", { name: "Sign in with your work email" })).toBeVisible();
  await staff.getByLabel("Work email").fill(email);
  const before = mailsTo(email).length;
  await staff.getByRole("button", { name: "Email me a code" }).click();
  const codeField = staff.getByLabel("Sign-in code");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  const mail = await nextMailTo(email, before);
  expect(mail.subject).toBe("Your Marque admin sign-in code");
  expect(mail.html).toEqual(expect.stringContaining("Marque"));
  await codeField.fill(codeIn(mail));
  await staff.getByRole("button", { name: "Sign in with code" }).click();
  await expect(page.getByTestId("admin-actor")).toHaveText(`Signed in as ${email}`);
  await expect(page).toHaveURL(`${origin()}/admin`);
}

test("an address not on the staff list gets the same answer as a listed one, on screen and over HTTP, and no email", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fence(page);
  await page.goto(`${origin()}/admin`);
  const staff = page.getByTestId("staff-sign-in");
  const annBefore = mailsTo("ann@example.com").length;
  const screens: string[] = [];
  for (const email of ["eve@example.com", "ann@example.com"]) {
    if (screens.length > 0) await staff.getByRole("link", { name: "Use a different email" }).click();
    await staff.getByLabel("Work email").fill(email);
    await staff.getByRole("button", { name: "Email me a code" }).click();
    await expect(staff.getByRole("status")).toContainText(email);
    await expect(staff.getByLabel("Sign-in code")).toBeVisible();
    screens.push((await staff.innerText()).replaceAll(email, "<address>"));
  }
  expect(screens[1]).toBe(screens[0]);

  // The same request from the page's own fetch, once per address: status, headers that matter, body.
  const answers = await page.evaluate(
    async (emails) => {
      const out = [];
      for (const email of emails) {
        const response = await fetch("/api/admin/staff-code", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email }),
        });
        out.push({
          status: response.status,
          type: response.headers.get("content-type"),
          cookie: response.headers.get("set-cookie"),
          body: await response.text(),
        });
      }
      return out;
    },
    ["eve@example.com", "ann@example.com"],
  );
  expect(answers[0]).toEqual({ status: 202, type: "application/json", cookie: null, body: '{"sent":true}' });
  expect(answers[1]).toEqual(answers[0]);

  // Messages leave in order: once ann's two (each asked for after eve's) have arrived, one for eve would have too.
  await nextMailTo("ann@example.com", annBefore + 1);
  expect(sink.envelopes.flat().filter((to) => to.toLowerCase().startsWith("eve@"))).toHaveLength(0);
});

test("without JavaScript: plain form posts take bob from his email to the code and into admin", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await fence(page);
  await page.goto(`${origin()}/admin`);
  const staff = page.getByTestId("staff-sign-in");
  await staff.getByLabel("Work email").fill("Bob@Example.com");
  const before = mailsTo("bob@example.com").length;
  await staff.getByRole("button", { name: "Email me a code" }).click();
  await expect(page).toHaveURL(`${origin()}/admin?staff=sent&email=bob%40example.com`);
  await expect(staff.getByRole("status")).toContainText("bob@example.com");
  const code = codeIn(await nextMailTo("bob@example.com", before));

  await staff.getByLabel("Sign-in code").fill(otherThan(code));
  await staff.getByRole("button", { name: "Sign in with code" }).click();
  await expect(page).toHaveURL(`${origin()}/admin?staff=invalid&email=bob%40example.com`);
  await expect(staff.getByRole("alert")).toHaveText("Invalid or expired code");

  await staff.getByLabel("Sign-in code").fill(code);
  await staff.getByRole("button", { name: "Sign in with code" }).click();
  await expect(page).toHaveURL(`${origin()}/admin`);
  await expect(page.getByTestId("admin-actor")).toHaveText("Signed in as bob@example.com");
  await context.close();
});

test("the code step, sent and refused, passes axe in both themes", async ({ page }) => {
  test.setTimeout(60_000);
  await fence(page);
  const staff = page.getByTestId("staff-sign-in");
  await page.goto(`${origin()}/admin?staff=sent&email=eve%40example.com`);
  await expect(staff.getByRole("status")).toContainText("eve@example.com");
  await expectNoAxeViolationsInBothThemes(page, "code sent");
  await page.goto(`${origin()}/admin?staff=invalid&email=eve%40example.com`);
  await expect(staff.getByRole("alert")).toHaveText("Invalid or expired code");
  await expectNoAxeViolationsInBothThemes(page, "code refused");
});

test("ann signs in by email and works a lead; bob, signed in the same way, sees her changes under her name", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const note = `Called back, wants a demo on Tuesday (${tag})`;

  const annContext = await browser.newContext();
  const ann = await annContext.newPage();
  await fence(ann);
  await signInByEmail(ann, "ann@example.com");
  // The seeded lead, found by the admin API with ann's session (the browser resolves *.localhost; Node does not).
  const items = await ann.evaluate(async (q) => {
    const response = await fetch(`/api/admin/leads?q=${encodeURIComponent(q)}`);
    return ((await response.json()) as { items: { id: string; name: string }[] }).items;
  }, tag);
  expect(items.map((lead) => lead.name)).toEqual([leadName]);
  const leadUrl = `${origin()}/admin/leads/${items[0].id}`;

  await ann.goto(leadUrl);
  await expect(ann.getByRole("heading", { level: 1, name: leadName })).toBeVisible();
  await expect(ann.getByTestId("lead-status")).toHaveText("New");
  await ann.getByLabel("Status").selectOption({ label: "Contacted" });
  await ann.getByRole("button", { name: "Update status" }).click();
  await expect(ann.getByTestId("lead-status")).toHaveText("Contacted");
  await ann.getByLabel("Add a note").fill(note);
  await ann.getByRole("button", { name: "Add note" }).click();
  await expect(ann.getByTestId("lead-notes").getByRole("listitem").filter({ hasText: note })).toContainText(
    "ann@example.com",
  );
  await annContext.close();

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await fence(bob);
  await signInByEmail(bob, "bob@example.com");
  await bob.goto(leadUrl);
  await expect(bob.getByTestId("lead-status")).toHaveText("Contacted");
  const noteItem = bob.getByTestId("lead-notes").getByRole("listitem").filter({ hasText: note });
  await expect(noteItem).toHaveCount(1);
  await expect(noteItem).toContainText("ann@example.com");
  await expect(bob.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
  const history = bob.getByTestId("lead-history").getByRole("listitem");
  await expect(history.filter({ hasText: "ann@example.com changed status from New to Contacted" })).toHaveCount(1);
  await expect(history.filter({ hasText: "ann@example.com added a note" })).toHaveCount(1);
  await bobContext.close();
});

test("Sign out everywhere on one browser ends ann's session on her other browser too", async ({ browser }) => {
  test.setTimeout(120_000);
  const [here, elsewhere] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await here.newPage(), await elsewhere.newPage()];
  for (const page of [a, b]) {
    await fence(page);
    await signInByEmail(page, "ann@example.com");
  }
  await a.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(a).toHaveURL(`${origin()}/`);
  expect((await here.cookies()).find((c) => c.name === "admin_session")).toBeUndefined();
  await b.goto(`${origin()}/admin`);
  await expect(b.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  await here.close();
  await elsewhere.close();
});
