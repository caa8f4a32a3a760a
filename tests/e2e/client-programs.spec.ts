import { COLOR_RULES, expectNoAxeViolations } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { HUB_IDS } from "../../lib/hubs/registry";
import { CARRIERS_LINE, PRIVACY_PROMISE, RATES_LINE } from "../../lib/programs/texts";
import { markupText } from "./marketing-pages";
import {
  agedFormToken,
  api,
  SECRETS,
  staffCookie,
  startProgramsServers,
  textTo,
  until,
  type Instance,
  type ProgramsServers,
} from "./programs-server";
import { rawTo } from "./admin-helpers";

/**
 * Client programs end to end, on the embedded backend (one server) and on
 * PostgreSQL with two servers (staff work on the first, the public reads the
 * second): create → preview → publish → the page on all four hubs, an edit
 * staying a draft, the age gate, the web opt-in with and without
 * JavaScript sending "Reply YES" from the program's number to the Twilio
 * stand-in, signed YES/HELP/STOP, the CSV, the brief, unpublish → 404, and
 * axe on every new page in both themes (on the embedded backend; on
 * PostgreSQL the same pages render).
 */

const SCRIPT = "<script>alert(1)</script>";

const program = (slug: string, number: string, extra: Record<string, unknown> = {}) => ({
  slug,
  businessName: "Pine Ridge Outfitters LLC",
  brandName: "Pine Ridge Outfitters",
  vertical: "outdoor",
  city: "Bend",
  state: "OR",
  website: "https://pineridge.example",
  supportEmail: "texts@pineridge.example",
  supportPhone: "+15415550100",
  programName: "Pine Ridge Trail Alerts",
  description: `Guided hunts and river trips out of Bend. ${SCRIPT} Subscribers hear about openings first.`,
  messageTypes: ["trip openings", "gear sales"],
  frequency: 4,
  number,
  keyword: "TRAIL",
  sampleMessages: [
    "Pine Ridge Outfitters: two seats opened on Saturday's river trip. Reply STOP to opt out.",
    "Pine Ridge Outfitters: waders are 20% off this week. Reply STOP to opt out.",
  ],
  ageGate: "none",
  ...extra,
});

async function page200(instance: Instance, hub: string, pathname: string) {
  return rawTo(instance.port, "GET", pathname, { host: instance.host(hub) });
}

async function signIn(page: Page, instance: Instance) {
  await page.goto(`${instance.origin()}/admin`);
  await page.getByLabel("Access code").fill(SECRETS.ADMIN_ACCESS_CODE);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 60_000 });
}

for (const mode of ["embedded", "postgres"] as const) {
  test.describe(`client programs (${mode === "embedded" ? "embedded backend" : "PostgreSQL, two servers"})`, () => {
    test.describe.configure({ mode: "serial" });
    test.setTimeout(180_000);
    let servers: ProgramsServers;
    let staff: Instance;
    let reader: Instance;
    let cookie = "";
    const slug = `pine-ridge-${mode}`;
    const number = mode === "embedded" ? "+15415550181" : "+15415550182";
    const gatedSlug = `ridge-cigars-${mode}`;
    const gatedNumber = mode === "embedded" ? "+15415550191" : "+15415550192";
    const person = mode === "embedded" ? "+12025550171" : "+12025550172";
    const other = mode === "embedded" ? "+12025550173" : "+12025550174";

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      servers = await startProgramsServers(mode);
      staff = servers.instances[0];
      reader = servers.instances.at(-1)!;
      cookie = await staffCookie(staff);
    });
    test.afterAll(async () => {
      await servers?.stop();
    });

    test("staff create, preview and publish; the page answers on every hub with number and keyword", async ({
      page,
    }) => {
      await signIn(page, staff);
      await page.goto(`${staff.origin()}/admin/clients/new`);
      const p = program(slug, number, { sampleMessages: [program(slug, number).sampleMessages[0]] });
      await page.getByLabel("Slug (the page's address)").fill(p.slug);
      await page.getByLabel("Legal business name").fill(p.businessName);
      await page.getByLabel("Brand name").fill(p.brandName);
      await page.getByLabel("Vertical").selectOption(p.vertical);
      await page.getByLabel("City").fill(p.city);
      await page.getByLabel("State (two letters)").fill(p.state);
      await page.getByLabel("Website").fill(p.website);
      await page.getByLabel("Support email").fill(p.supportEmail);
      await page.getByLabel("Support phone").fill(p.supportPhone);
      await page.getByLabel("Program name").fill(p.programName);
      await page.getByLabel("Program description").fill(p.description);
      await page.getByLabel("Message types").fill(p.messageTypes.join(", "));
      await page.getByLabel("Messages a month").fill(String(p.frequency));
      await page.getByLabel("Program's texting number").fill(p.number);
      await page.getByLabel("Join keyword").fill(p.keyword);
      await page.getByLabel("Sample messages").fill(p.sampleMessages.join("\n"));
      await page.getByRole("button", { name: "Create draft" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/clients/${slug}$`));

      // One sample: saved, and the brief names the field.
      const incomplete = JSON.parse((await api(staff, cookie, "GET", `/api/admin/clients/${slug}/campaign`)).body);
      expect(incomplete.problems.map((x: { field: string }) => x.field)).toEqual(["sampleMessages"]);
      await page.getByLabel("Sample messages").fill(program(slug, number).sampleMessages.join("\n"));
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByText("Draft saved.")).toBeVisible();
      const complete = JSON.parse((await api(staff, cookie, "GET", `/api/admin/clients/${slug}/campaign`)).body);
      expect(complete.problems).toEqual([]);

      // Not public yet, anywhere.
      expect((await page200(reader, "marque", `/clients/${slug}`)).status).toBe(404);

      await page.getByRole("link", { name: "Preview" }).click();
      const preview = page.getByTestId("program-preview");
      await expect(
        preview.getByRole("heading", { level: 1, name: "Pine Ridge Outfitters", exact: true }),
      ).toBeVisible();
      await expect(preview.getByText(SCRIPT).first()).toBeVisible();

      await page.getByRole("link", { name: "Draft" }).click();
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByTestId("program-state")).toContainText("Published (v1)");

      // On the other server, within 10 seconds, on every hub.
      await until(async () => (await page200(reader, "percymd", `/clients/${slug}`)).status === 200, "published page");
      for (const hub of HUB_IDS) {
        const res = await page200(reader, hub, `/clients/${slug}`);
        expect(res.status, hub).toBe(200);
        const text = markupText(res.body);
        expect(text).toContain("Text TRAIL to (541) 555-0181".replace("0181", number.slice(-4)));
        expect(text).toContain(`Guided hunts and river trips out of Bend. ${SCRIPT}`);
        expect(res.body).not.toContain(SCRIPT);
        const terms = markupText((await page200(reader, hub, `/clients/${slug}/terms`)).body);
        for (const line of [
          "Pine Ridge Trail Alerts",
          "Up to 4 messages a month.",
          RATES_LINE,
          `Reply HELP to (541) 555-${number.slice(-4)}`,
          `Reply STOP to (541) 555-${number.slice(-4)}`,
          "texts@pineridge.example",
          CARRIERS_LINE,
        ])
          expect(terms, `${hub} terms: ${line}`).toContain(line);
        expect(markupText((await page200(reader, hub, `/clients/${slug}/privacy`)).body)).toContain(PRIVACY_PROMISE);
      }
      const sitemap = await page200(reader, "marque", "/sitemap.xml");
      expect(sitemap.body).toContain(`/clients/${slug}</loc>`);
    });

    test("an edit after publishing stays off the public page until published again", async () => {
      const changed = await api(staff, cookie, "PATCH", `/api/admin/clients/${slug}`, {
        description: "A brand new description, not public yet.",
      });
      expect(changed.status, changed.body).toBe(200);
      expect(markupText((await page200(reader, "marque", `/clients/${slug}`)).body)).not.toContain("brand new");
      expect((await api(staff, cookie, "POST", `/api/admin/clients/${slug}/publish`)).status).toBe(200);
      await until(
        async () => markupText((await page200(reader, "percytext", `/clients/${slug}`)).body).includes("brand new"),
        "republished page",
      );
    });

    test("a tobacco program cannot publish without its gate; its page's gate refuses a minor and lets an adult join", async ({
      page,
    }) => {
      const gated = program(gatedSlug, gatedNumber, {
        brandName: "Ridge Cigars",
        businessName: "Ridge Cigars LLC",
        vertical: "tobacco",
        programName: "Ridge Cigars Releases",
        keyword: "SMOKE",
        description: "Limited cigar releases and lounge events for members.",
        sampleMessages: [
          "Ridge Cigars: a limited release lands Friday. Reply STOP to opt out.",
          "Ridge Cigars: lounge night Thursday at 7pm. Reply STOP to opt out.",
        ],
      });
      expect((await api(staff, cookie, "POST", "/api/admin/clients", gated)).status).toBe(201);
      const refused = await api(staff, cookie, "POST", `/api/admin/clients/${gatedSlug}/publish`);
      expect(refused.status).toBe(422);
      expect(Object.keys(JSON.parse(refused.body).error.fields)).toEqual(["ageGate"]);
      expect((await api(staff, cookie, "PATCH", `/api/admin/clients/${gatedSlug}`, { ageGate: "21" })).status).toBe(
        200,
      );
      expect((await api(staff, cookie, "POST", `/api/admin/clients/${gatedSlug}/publish`)).status).toBe(200);

      await until(async () => (await page200(reader, "marque", `/clients/${gatedSlug}`)).status === 200, "gated page");
      // The page opens with its age gate: a minor is refused, an adult passes and is not asked again.
      await page.goto(`${reader.origin()}/clients/${gatedSlug}`);
      const young = new Date();
      young.setUTCFullYear(young.getUTCFullYear() - 20);
      await page.getByLabel("Date of birth").fill(young.toISOString().slice(0, 10));
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Sorry, you must be 21 or older to see Ridge Cigars Releases.")).toBeVisible();
      await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Limited cigar releases")).toHaveCount(0);
      await page.getByLabel("Date of birth").fill("1980-05-05");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Limited cigar releases and lounge events for members.")).toBeVisible();
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\.js$/.test(e.name)));
      const token = page.locator('input[name="formToken"]');
      await expect(page.getByRole("textbox", { name: "Mobile number" })).toBeVisible();
      await expect(page.locator('input[name="birthDate"]')).toHaveCount(0);
      await expect(page.getByRole("checkbox", { name: /^By checking this box/ })).not.toBeChecked();
      // A Canadian number is told why it cannot join.
      await page.locator('input[name="phone"]').fill("+1 416 555 0123");
      await page.locator('input[name="consent"]').check();
      await token.evaluate((el, t) => ((el as HTMLInputElement).value = t), agedFormToken());
      await page.getByRole("button", { name: "Join by text" }).click();
      await expect(
        page.getByText(/texts US mobile numbers only: carriers do not carry age-restricted texts/),
      ).toBeVisible();

      await page.locator('input[name="phone"]').fill(person);
      await token.evaluate((el, t) => ((el as HTMLInputElement).value = t), agedFormToken());
      await page.getByRole("button", { name: "Join by text" }).click();
      await expect(page.getByText("Reply YES to confirm Ridge Cigars Releases")).toBeVisible();

      await until(
        () => servers.twilio.requests.some((r) => r.form.get("To") === person && r.form.get("From") === gatedNumber),
        "the confirmation text at the Twilio stand-in",
      );
      const sent = servers.twilio.requests.find((r) => r.form.get("To") === person)!;
      expect(sent.form.get("Body")).toMatch(/^Ridge Cigars: Reply YES to confirm Ridge Cigars Releases\..*STOP/);
    });

    test("without JavaScript the opt-in posts and comes back; the text leaves from the program's number", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${reader.origin("percytech")}/clients/${slug}`);
      await page.locator('input[name="phone"]').fill(person);
      // Refused (the box unticked): the page comes back with the reason, and the phone typed is still there.
      await page
        .locator('input[name="formToken"]')
        .evaluate((el, t) => ((el as HTMLInputElement).value = t), agedFormToken());
      await page.getByRole("button", { name: "Join by text" }).click();
      await expect(page).toHaveURL(/error=consent/);
      await expect(page.locator('input[name="consent"]')).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator('input[name="phone"]')).toHaveValue(person);
      await page.locator('input[name="consent"]').check();
      await page
        .locator('input[name="formToken"]')
        .evaluate((el, t) => ((el as HTMLInputElement).value = t), agedFormToken());
      await page.getByRole("button", { name: "Join by text" }).click();
      await expect(page).toHaveURL(/optin=sent/);
      await expect(page.getByText("Reply YES to confirm Pine Ridge Trail Alerts")).toBeVisible();
      // Once sent, the typed phone is forgotten.
      expect((await context.cookies()).filter((c) => c.name === "optin-phone")).toEqual([]);
      await context.close();
      await until(
        () => servers.twilio.requests.some((r) => r.form.get("To") === person && r.form.get("From") === number),
        "the no-JavaScript confirmation text",
      );
    });

    test("signed YES confirms, HELP names the support contact, STOP ends one program only; the CSV lists them", async () => {
      expect(await textTo(reader, number, person, "YES")).toContain("you are subscribed to Pine Ridge Trail Alerts");
      expect(await textTo(reader, gatedNumber, person, "yes")).toContain("you are subscribed to Ridge Cigars Releases");
      expect(await textTo(reader, number, person, "HELP")).toMatch(/texts@pineridge\.example.*Reply STOP to cancel/);

      const csv = (await api(staff, cookie, "GET", `/api/admin/clients/${slug}/subscribers.csv`)).body;
      expect(csv.split("\r\n")[0]).toBe(
        "phone,status,requested_at,confirmed_at,opted_out_at,age_affirmation,proof_url",
      );
      expect(csv).toContain(`${person},confirmed,`);

      expect(await textTo(reader, number, person, "STOP")).toContain("unsubscribed from Pine Ridge Trail Alerts");
      expect((await api(staff, cookie, "GET", `/api/admin/clients/${slug}/subscribers.csv`)).body).toContain(
        `${person},opted_out,`,
      );
      const gatedCsv = (await api(staff, cookie, "GET", `/api/admin/clients/${gatedSlug}/subscribers.csv`)).body;
      expect(gatedCsv).toMatch(new RegExp(`\\${person},confirmed,.*,age affirmed 21\\+,`));
      // The proof of consent: the disclosure as shown, its version and hash check, the page, the age affirmation.
      const proofPath = new URL(gatedCsv.split("\r\n")[1].split(",").at(-1)!).pathname;
      const proof = markupText((await api(staff, cookie, "GET", proofPath)).body);
      for (const piece of [
        "By checking this box, I agree to receive recurring automated text messages from Ridge Cigars",
        "I confirm I am 21 or older.",
        "program-v",
        "(matches the text)",
        `/clients/${gatedSlug}`,
        "age affirmed 21+ at",
        "Opt-in confirmed",
      ])
        expect(proof, piece).toContain(piece);
      expect(proof).not.toContain("DOES NOT match");
      // A number never seen by a program gets no subscription from its HELP.
      expect(await textTo(reader, number, other, "HELP")).toContain("Pine Ridge Trail Alerts");
    });

    /** The pages programs add: public ones on the reading server, staff ones on the staff server. */
    async function newPages(): Promise<string[]> {
      const subscriberId = (await api(staff, cookie, "GET", `/api/admin/clients/${slug}/subscribers.csv`)).body
        .split("\r\n")[1]
        .split("/")
        .at(-1)!;
      return [
        `${reader.origin()}/clients/${slug}`,
        `${reader.origin()}/clients/${gatedSlug}`,
        `${reader.origin()}/clients/${slug}/terms`,
        `${reader.origin()}/clients/${slug}/privacy`,
        `${staff.origin()}/admin/clients`,
        `${staff.origin()}/admin/clients/new`,
        `${staff.origin()}/admin/clients/${slug}`,
        `${staff.origin()}/admin/clients/${slug}/preview`,
        `${staff.origin()}/admin/clients/${slug}/campaign`,
        `${staff.origin()}/admin/clients/${slug}/subscribers`,
        `${staff.origin()}/admin/clients/${slug}/subscribers/${subscriberId}`,
      ];
    }

    // Axe reads markup, which is the same whichever backend the data came from: it runs once, on the embedded
    // backend. On PostgreSQL the same pages render, each with its heading.
    if (mode === "postgres")
      test("the new public and admin pages render from PostgreSQL, each with its heading", async () => {
        for (const url of await newPages()) {
          const { port, pathname } = new URL(url);
          const answer = await api(port === String(staff.port) ? staff : reader, cookie, "GET", pathname);
          expect(answer.status, url).toBe(200);
          expect(answer.body, url).toMatch(/<h1\b/);
        }
      });
    else
      test("axe finds nothing on the new public and admin pages, in both themes", async ({ page }) => {
        await signIn(page, staff);
        const pages = await newPages();
        // Each page loads once, light, for every rule; then the system turns dark and the same document follows it,
        // for the rules that depend on color.
        for (const url of pages) {
          await page.emulateMedia({ colorScheme: "light" });
          await page.goto(url);
          await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
          await expectNoAxeViolations(page, `light ${url}`);
          await page.emulateMedia({ colorScheme: "dark" });
          await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          await expectNoAxeViolations(page, `dark ${url}`, COLOR_RULES);
        }
      });

    test("unpublish: the pages answer 404 and leave the sitemap", async () => {
      expect((await api(staff, cookie, "POST", `/api/admin/clients/${slug}/unpublish`)).status).toBe(200);
      await until(async () => (await page200(reader, "percymd", `/clients/${slug}`)).status === 404, "404");
      for (const suffix of ["", "/terms", "/privacy"])
        expect((await page200(reader, "marque", `/clients/${slug}${suffix}`)).status).toBe(404);
      expect((await page200(reader, "marque", "/sitemap.xml")).body).not.toContain(`/clients/${slug}<`);
      // The migration's clients keep their URLs.
      expect((await page200(reader, "marque", "/donsbt")).status).toBe(200);
      expect((await page200(reader, "marque", "/clients/harbor-cigar")).status).toBe(200);
    });
  });
}
