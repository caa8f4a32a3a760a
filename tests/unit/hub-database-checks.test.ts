import type { PGlite } from "@electric-sql/pglite";
import { HUB_IDS } from "@/lib/hubs/registry";
import { snapshotPglite } from "../support/test-database";

/** The database's own hub checks, as migrated, name exactly the registry's hubs: a new hub's rows are accepted. */
let pg: PGlite;
jest.setTimeout(60_000);
beforeAll(async () => {
  pg = await snapshotPglite();
}, 60_000);
afterAll(() => pg.close());

test("every check on a hub_id column lists exactly HUB_IDS", async () => {
  const { rows } = await pg.query<{ owner: string; definition: string }>(
    `select conrelid::regclass::text as owner, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'c' and pg_get_constraintdef(oid) ~ '\\mhub_id\\M'`,
  );
  expect(rows.map((r) => r.owner).sort()).toEqual(["leads", "vital_samples"]);
  for (const { owner, definition } of rows) {
    const named = [...definition.matchAll(/'([a-z]+)'/g)].map((m) => m[1]).sort();
    expect({ owner, named }).toEqual({ owner, named: [...HUB_IDS].sort() });
  }
});
