import { expect, test } from "@playwright/test";
import { expectNoAxeViolationsInBothThemes } from "./axe";
import { rawTo } from "./admin-helpers";
import { contactLead, signIn, staffCookie, textingServerForFile, textIn, until } from "./texting-server";

/**
 * Erase on request, from the lead page, on PostgreSQL: afterwards no text,
 * varchar or json column of any table in the schema (read from
 * information_schema, so tables added later are searched too) holds the
 * person's email or number; the proof of consent still renders and says
 * "erased on"; the number that had opted out stays suppressed. Axe on the
 * page, the confirmation and the erased lead in both themes.
 */
const server = textingServerForFile();

/** Every table.column whose text holds any needle, case-insensitively. */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const columns = await server().sql<{ table_name: string; column_name: string }[]>`
    select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`;
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [row] = await server().sql`
        select count(*)::int as n from ${server().sql(table)} where ${server().sql(column)}::text ilike ${`%${needle}%`}`;
      if (row.n > 0) found.push(`${table}.${column}`);
    }
  }
  return [...new Set(found)];
}

test("erasing a lead leaves its email and number in no column of any table; its consent proof still renders", async ({
  page,
}) => {
  test.slow();
  const email = "Erase.Me@Example.com";
  const phone = "+14155550181";
  const id = await contactLead(server(), { email, phone, lastName: "Erasable" });
  await textIn(server(), phone, "YES", "SMerase1");
  const cookie = await staffCookie(server());
  // A staff text, a note naming them, a code by SMS, then STOP.
  const headers = { host: server().host, origin: server().origin, "content-type": "application/json", cookie };
  const sent = await rawTo(
    server().port,
    "POST",
    `/api/admin/leads/${id}/texts`,
    headers,
    JSON.stringify({ body: "Hi Ada" }),
  );
  expect(sent.status, sent.body).toBe(201);
  const note = await rawTo(
    server().port,
    "POST",
    `/api/admin/leads/${id}/notes`,
    headers,
    JSON.stringify({ body: `Called ${phone}; prefers ${email}` }),
  );
  expect(note.status, note.body).toBe(201);
  const code = await rawTo(
    server().port,
    "POST",
    "/api/verifications",
    { host: server().host, origin: server().origin, "content-type": "application/json" },
    JSON.stringify({ email: email.toLowerCase(), method: "email", purpose: "signup" }),
  );
  expect(code.status, code.body).toBe(201);
  await textIn(server(), phone, "STOP", "SMerase2");
  await until(
    async () => (await server().sql`select count(*)::int as n from outbox where status = 'pending'`)[0].n === 0,
    "the outbox to drain",
  );
  // Before: the search finds them in many places (the check can see what it looks for).
  const before = await columnsHolding([email, phone]);
  expect(before).toEqual(
    expect.arrayContaining([
      "leads.email",
      "lead_submissions.email",
      "outbox.to",
      "lead_texts.phone",
      "consent_records.phone",
    ]),
  );

  await signIn(page, server());
  await page.goto(`${server().origin}/admin/leads/${id}`);
  const section = page.getByTestId("lead-erase");
  await section.getByRole("button", { name: "Erase personal data…" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person's data?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Erase now" }).click();
  await expect(section.getByRole("status")).toHaveText(
    "Personal data erased. The number stays opted out of texts (kept by its hash).",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Erased" })).toBeVisible();
  await expect(section).toContainText("Erased on");
  await expect(section).toContainText("by access code");

  // After: nothing anywhere, in any case.
  expect(await columnsHolding([email, phone, email.toLowerCase(), phone.slice(1)])).toEqual([]);
  const [audit] = await server().sql`select actor from audit_log where lead_id = ${id} and action = 'lead.erase'`;
  expect(audit.actor).toBe("access code");

  // The proof of consent still renders, erased, with its hashes still matching.
  const proof = await rawTo(server().port, "GET", `/api/admin/leads/${id}/consent-proof`, {
    host: server().host,
    cookie,
  });
  expect(proof.status).toBe(200);
  expect(proof.body).not.toContain(phone);
  await page.setContent(proof.body);
  await expect(page.getByRole("heading", { level: 1, name: "Proof of consent" })).toBeVisible();
  await expect(page.getByText(/Personal data erased on \d{4}-\d{2}-\d{2}T/)).toBeVisible();
  await expect(page.getByRole("row", { name: /Status erased on/ })).toBeVisible();
  await expect(page.getByText("matches: the text is the one recorded").first()).toBeVisible();
  await expect(page.getByText("DOES NOT MATCH")).toHaveCount(0);

  // STOP suppression still holds for the number: a code by SMS is refused, and a new STOP is recorded (with no
  // second confirmation: the number had one when it first opted out).
  const refused = await rawTo(
    server().port,
    "POST",
    "/api/verifications",
    { host: server().host, origin: server().origin, "content-type": "application/json" },
    JSON.stringify({ phone, method: "sms" }),
  );
  expect(refused.status).toBe(422);
  expect(JSON.parse(refused.body).error.message).toMatch(/opted out/);
  expect(await textIn(server(), phone, "STOP", "SMerase3")).not.toContain("<Message>");
  const [again] = await server().sql<{ n: number }[]>`
    select count(*)::int as n from consent_records where phone = ${phone} and granted = false`;
  expect(again.n).toBe(1);
});

test("the erase action, its confirmation and an erased lead pass axe in both themes", async ({ page }) => {
  test.slow();
  const id = await contactLead(server(), { email: "erase-axe@example.com", phone: "+14155550183", lastName: "Axe" });
  await signIn(page, server());
  await page.goto(`${server().origin}/admin/leads/${id}`);
  await expect(page.getByTestId("lead-erase").getByRole("button", { name: "Erase personal data…" })).toBeEnabled();
  await expectNoAxeViolationsInBothThemes(page, "lead page");
  await page.getByRole("button", { name: "Erase personal data…" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, "erase confirmation");
  await page.getByRole("button", { name: "Erase now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erased" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page, "erased lead");
});
