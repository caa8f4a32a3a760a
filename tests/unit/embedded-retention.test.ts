/**
 * The embedded database's retention run starts as it opens. A close under it (a restart seconds after a
 * start) cuts it short without an error in the log, and nothing touches the database once the close has
 * resolved: the next open runs it again. A run that fails while the database is open is still logged.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, embeddedPglite, openPglite } from "@/lib/backend/database";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { logger } from "@/lib/log/logger";
import { seedDataDir } from "../support/pglite-snapshot.mjs";

let dataDir = "";
let logged: jest.SpyInstance;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "retention-"));
  await seedDataDir(dataDir, openPglite);
  process.env.DATA_DIR = dataDir;
  resetServerEnvForTests();
  logged = jest.spyOn(logger, "error").mockImplementation(() => {});
});

afterEach(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

it("a close during the run logs no error", async () => {
  await embeddedPglite();
  // The run's first query is under way; the close cuts the rest short and resolves once the run has settled.
  await closeDatabase();
  expect(logged).not.toHaveBeenCalled();
});

it("a run that fails while the database is open is logged", async () => {
  const pg = await embeddedPglite();
  // Queued behind the run's first query, ahead of the vitals step.
  await pg.exec("alter table vital_samples rename to vital_samples_gone");
  for (let tries = 0; tries < 200 && logged.mock.calls.length === 0; tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(logged).toHaveBeenCalledWith("retention run failed", expect.objectContaining({ code: "DB_QUERY_ERROR" }));
});
