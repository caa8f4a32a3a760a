import { truncateAll } from "@/lib/backend/database";
import { cores, ctx, submission, withTestDb } from "./backend-fixtures";

/**
 * The reset the backend tests run before each test: every table the site writes is empty afterwards, what the
 * migrations seed stays, and the consent ledger's guard is back on at once. It truncates only the tables that
 * hold rows, so it is checked here from a full database as well as from an empty one.
 */
const pg = withTestDb({ truncate: false });

const count = async (table: string) =>
  Number((await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n);

it("empties the tables the site wrote and keeps the seeded programs; the consent ledger still refuses a truncate", async () => {
  const programs = await count("client_programs");
  expect(programs).toBeGreaterThan(0);
  await cores(pg, { salesInbox: "sales@test.example" }).submitContact(submission(), ctx);
  await pg.exec(`insert into rate_limits (key, count, reset_at) values ('reset-test', 1, 0)`);
  for (const table of ["leads", "lead_submissions", "consent_records", "outbox", "rate_limits"])
    expect(await count(table)).toBeGreaterThan(0);

  await truncateAll(pg);
  for (const table of ["leads", "lead_submissions", "consent_records", "outbox", "rate_limits", "audit_log"])
    expect([table, await count(table)]).toEqual([table, 0]);
  expect(await count("client_programs")).toBe(programs);
  await expect(pg.exec("truncate consent_records")).rejects.toThrow();

  // With nothing to empty, it is a no-op that leaves the guard on too.
  await truncateAll(pg);
  expect(await count("leads")).toBe(0);
  await expect(pg.exec("truncate consent_records")).rejects.toThrow();
});
