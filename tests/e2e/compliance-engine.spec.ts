import { expect, test } from "@playwright/test";
import { signToken } from "../../lib/security/signed-token";
import { rawTo } from "./admin-helpers";
import { markupText } from "./marketing-pages";
import {
  contactLead,
  OUR_NUMBER,
  SECRETS,
  setServerClock,
  signedWebhook,
  signIn,
  staffCookie,
  textingServerForFile,
  textIn,
  until,
  usAfternoon,
} from "./texting-server";

/**
 * The consent engine end to end, through the built server with Twilio's
 * signed webhooks, PostgreSQL and the Twilio stand-in: a 21+ program's join
 * keyword asks the date of birth and a YES without it confirms nothing; an
 * unsolicited YES confirms nothing; "Please stop texting me" ends a
 * subscription; a reply the engine does not read appears on a staff page,
 * where staff mark it as an opt-out; the gated page's server HTML holds no
 * offer before the gate (JavaScript off) and refuses a Canadian number after
 * it; a CBD program cannot be published; and with the server's test clock on
 * a Sunday morning, a staff text to a lead staff placed in Texas is held
 * until noon and shown as scheduled with the Texas rule, then goes.
 */
const CIGARS = "+18435550100"; // harbor-cigar, tobacco, 21+
const TACKLE = "+19285550100"; // donsbt, outdoor, no gate
let cookie = "";
let sid = 0;
const server = textingServerForFile({}, async (started) => {
  cookie = await staffCookie(started);
});

/** A signed text from `from` to `to`; answers the TwiML reply's text, "" for none. */
async function text(from: string, to: string, body: string): Promise<string> {
  sid += 1;
  const res = await signedWebhook(server(), "inbound", { From: from, To: to, Body: body, MessageSid: `SMce${sid}` });
  expect(res.status, res.body).toBe(200);
  return markupText(res.body.replace(/<\/?(Response|Message)>/g, " ")).trim();
}

function agedToken(): string {
  const iat = Date.now() - 10_000;
  return signToken({ typ: "contact-form", iat, exp: iat + 3_600_000, nonce: `ce${iat}` }, SECRETS.FORM_TOKEN_SECRET);
}

const textsTo = (phone: string) => server().twilio.requests.filter((r) => r.form.get("To") === phone);

async function ledger(phone: string) {
  return server().sql<{ step: string; granted: boolean; age_affirmation: string | null; program: string | null }[]>`
    select c.step, c.granted, c.age_affirmation, p.slug as program from consent_records c
      left join client_programs p on p.id = c.program_id
     where c.phone = ${phone} order by c.created_at, c.id`;
}

function api(method: string, pathname: string, body?: unknown) {
  return rawTo(
    server().port,
    method,
    pathname,
    {
      host: server().host,
      origin: server().origin,
      cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
}

test("a keyword join to a 21+ program asks for the date of birth, and a YES without it confirms nothing", async () => {
  const person = "+12025550190";
  expect(await text(person, CIGARS, "LOUNGE")).toMatch(/To join, reply with your date of birth, MM\/DD\/YYYY\./);
  expect(await text(person, CIGARS, "YES")).toMatch(/first reply with your full date of birth/);
  expect((await ledger(person)).map((r) => r.step)).toEqual(["age-asked"]);
  expect(textsTo(person)).toEqual([]);

  expect(await text(person, CIGARS, "05/05/1980")).toBe("");
  await until(() => textsTo(person).length === 1, "the confirmation text from the program's number");
  expect(textsTo(person)[0].form.get("From")).toBe(CIGARS);
  expect(await text(person, CIGARS, "YES")).toMatch(/you are subscribed to Harbor Cigar Lounge Members Texts/);
  const rows = await ledger(person);
  expect(rows.map((r) => [r.step, r.age_affirmation])).toEqual([
    ["age-asked", null],
    ["requested", "age affirmed 21+"],
    ["confirmation-sent", null],
    ["confirmed", null],
  ]);
  const stored = await server().sql`select * from consent_records where phone = ${person}`;
  expect(JSON.stringify(stored)).not.toContain("1980");

  // An under-age date is refused politely, and kept only as "under age".
  const young = "+12025550191";
  await text(young, CIGARS, "LOUNGE");
  expect(await text(young, CIGARS, "01/15/2010")).toMatch(/sorry, you must be 21 or older to join/);
  expect((await ledger(young)).map((r) => [r.step, r.age_affirmation])).toEqual([
    ["age-asked", null],
    ["under-age", "under age"],
  ]);
  // A Canadian number is told why.
  expect(await text("+14165550123", CIGARS, "LOUNGE")).toMatch(/texts US mobile numbers only/);
});

test("an unsolicited YES confirms nothing, to our number or a program's", async () => {
  const stranger = "+12025550192";
  expect(await text(stranger, OUR_NUMBER, "YES")).toMatch(/you have not asked for texts from us/);
  expect(await text(stranger, TACKLE, "YES")).toMatch(/you are not subscribed to .*Text FISH to \(928\) 555-0100/);
  expect(await ledger(stranger)).toEqual([]);
});

test('"Please stop texting me" ends a subscription, with one confirmation and nothing after it', async () => {
  const person = "+12025550193";
  expect(await text(person, TACKLE, "FISH")).toBe("");
  await until(() => textsTo(person).length === 1, "the confirmation text");
  expect(await text(person, TACKLE, "YES")).toMatch(/you are subscribed/);
  expect(await text(person, TACKLE, "Please stop texting me")).toMatch(/you are unsubscribed from/);
  expect(await text(person, TACKLE, "STOP")).toBe("");
  const [row] = await server().sql<{ status: string }[]>`
    select s.status from program_subscribers s join client_programs p on p.id = s.program_id
     where p.slug = 'donsbt' and s.phone = ${person}`;
  expect(row.status).toBe("opted_out");
});

test("an unrecognized reply appears on a staff page, where staff mark it as an opt-out", async ({ page }) => {
  const person = "+12025550194";
  await text(person, TACKLE, "FISH");
  await text(person, TACKLE, "YES");
  expect(await text(person, TACKLE, "Is the north ramp open this weekend, nonstop?")).toBe("");
  await textIn(server(), "+12025550195", "Who is this? My son had this phone", "SMce-ours");

  await signIn(page, server());
  await page.goto(`${server().origin}/admin/clients/donsbt/replies`);
  const reply = page.getByTestId("reply").filter({ hasText: "Is the north ramp open this weekend, nonstop?" });
  await expect(reply).toBeVisible();
  await expect(reply.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await reply.getByRole("button", { name: "Mark as opt-out" }).click();
  await expect(reply).toContainText(/Marked as an opt-out by /);
  expect((await ledger(person)).at(-1)).toMatchObject({ step: "opted-out", granted: false, program: "donsbt" });

  await page.goto(`${server().origin}/admin/replies`);
  await expect(page.getByTestId("reply").filter({ hasText: "My son had this phone" })).toBeVisible();
});

test("a gated page's server HTML holds no offer before the gate; a Canadian number is refused after it", async ({
  browser,
}) => {
  const html = (await rawTo(server().port, "GET", "/clients/harbor-cigar", { host: server().host })).body;
  const visible = markupText(html);
  expect(visible).toContain("Harbor Cigar Lounge");
  expect(html).toMatch(/<input[^>]*name="birthDate"/);
  expect(html).toContain('href="/clients/harbor-cigar/terms"');
  expect(html).toContain('href="/clients/harbor-cigar/privacy"');
  for (const offer of [
    "walk-in humidor",
    "limited releases",
    "limited-release announcements",
    "hold confirmations",
    "a limited release arrives Friday",
    "Text LOUNGE",
  ])
    expect(html, offer).not.toContain(offer);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server().origin}/clients/harbor-cigar`);
  await page.getByLabel("Date of birth").fill("1980-05-05");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/walk-in humidor/)).toBeVisible();
  const gate = (await context.cookies()).find((c) => c.name === "age-gate-harbor-cigar");
  expect(gate).toMatchObject({ httpOnly: true });
  expect(gate?.value).not.toContain("1980");
  await expect(page.locator('input[name="birthDate"]')).toHaveCount(0);
  await page.locator('input[name="phone"]').fill("+1 416 555 0124");
  await page.locator('input[name="consent"]').check();
  // A token as old as one a person filling the form would hold (they are refused under 3 seconds).
  await page.locator('input[name="formToken"]').evaluate((el, t) => ((el as HTMLInputElement).value = t), agedToken());
  await page.getByRole("button", { name: "Join by text" }).click();
  await expect(
    page.getByText(/texts US mobile numbers only: carriers do not carry age-restricted texts to Canadian/),
  ).toBeVisible();
  await context.close();
});

test("a CBD program cannot be published: 422 with the reason, on the API and the program page", async ({ page }) => {
  const cbd = {
    slug: "green-leaf-cbd",
    businessName: "Green Leaf LLC",
    brandName: "Green Leaf",
    vertical: "cbd",
    city: "Austin",
    state: "TX",
    website: "https://greenleaf.example",
    supportEmail: "help@greenleaf.example",
    supportPhone: "+15125550100",
    programName: "Green Leaf Drops",
    description: "New tinctures and member prices for the Green Leaf club, every other week.",
    messageTypes: ["new arrivals"],
    frequency: 4,
    number: "+15125550177",
    keyword: "LEAF",
    sampleMessages: [
      "Green Leaf: new arrivals this week. Reply STOP to opt out.",
      "Green Leaf: members save 10% Friday. Reply STOP to opt out.",
    ],
    ageGate: "21",
  };
  expect((await api("POST", "/api/admin/clients", cbd)).status).toBe(201);
  const refused = await api("POST", `/api/admin/clients/${cbd.slug}/publish`);
  expect(refused.status).toBe(422);
  const error = JSON.parse(refused.body).error as { message: string; fields: Record<string, string> };
  expect(error.fields.vertical).toMatch(/^CBD and hemp products cannot be texted: No carrier takes CBD texts/);
  expect((await rawTo(server().port, "GET", `/clients/${cbd.slug}`, { host: server().host })).status).toBe(404);
  await signIn(page, server());
  await page.goto(`${server().origin}/admin/clients/${cbd.slug}`);
  await expect(page.getByText(/^Cannot publish: CBD and hemp products cannot be texted/)).toBeVisible();
});

test("a staff text is held by a state rule and shown as scheduled with it, then goes", async ({ page }) => {
  test.slow();
  // A New York number whose lead lives in Texas: Texas's Sunday rule, on New York's clock.
  const phone = "+12125550196";
  const id = await contactLead(server(), { email: "texas@example.com", phone, lastName: "Lonestar" });
  await until(() => textsTo(phone).length === 1, "the confirmation text");
  await textIn(server(), phone, "YES", "SMce-texas-yes");

  await signIn(page, server());
  await page.goto(`${server().origin}/admin/leads/${id}`);
  const state = page.getByTestId("lead-state");
  await state.getByLabel("Lives in (for sending hours)").selectOption("TX");
  await state.getByRole("button", { name: "Save state" }).click();
  await expect(state.getByText("State saved.")).toBeVisible();

  // The Sunday after the pinned afternoon, 11:00 in New York (16:00 UTC in winter, 15:00 in summer).
  const sunday = usAfternoon();
  sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
  const elevenInNewYork = (d: Date) => {
    const probe = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 16));
    const hour = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(
        probe,
      ),
    );
    return new Date(probe.getTime() - (hour - 11) * 3_600_000);
  };
  const morning = elevenInNewYork(sunday);
  await setServerClock(server(), morning);

  await page.reload();
  const thread = page.getByTestId("lead-thread");
  await thread.getByLabel("Text to send").fill("Hello from our Dallas office.");
  await thread.getByRole("button", { name: "Send text" }).click();
  const rule = "Texas: not before noon on Sunday — Tex. Bus. & Com. Code § 301.051";
  await expect(thread.getByRole("status")).toHaveText(new RegExp(`^Text scheduled for 12:00 PM E[SD]T: ${rule}\\.$`));
  const out = thread.locator('li[data-direction="out"]');
  await expect(out.getByTestId("lead-text-scheduled")).toHaveText(/^Scheduled for 12:00 PM E[SD]T$/);
  await expect(out.getByTestId("lead-text-held-by")).toHaveText(`Held by ${rule}`);
  const [row] = await server().sql<{ status: string; held_by: string; next_attempt_at: Date }[]>`
    select o.status, o.held_by, o.next_attempt_at from outbox o join lead_texts t on t.outbox_id = o.id
     where t.phone = ${phone} and t.direction = 'out'`;
  expect(row).toMatchObject({ status: "pending", held_by: rule });
  expect(row.next_attempt_at.getTime() - morning.getTime()).toBe(3_600_000);
  expect(textsTo(phone).map((r) => r.form.get("Body"))).not.toContain("Hello from our Dallas office.");

  // At noon in New York it goes.
  await setServerClock(server(), new Date(morning.getTime() + 3_600_000 + 1000));
  await until(
    () => textsTo(phone).some((r) => r.form.get("Body") === "Hello from our Dallas office."),
    "the held text at the Twilio stand-in",
  );
  await setServerClock(server(), usAfternoon());
});
