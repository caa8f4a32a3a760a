/**
 * Closing the embedded database leaves nothing behind: the data folder's lock and its exit hook go, and the
 * retention run that starts as it opens is cut short without an error in the log (a restart seconds after a
 * start); nothing touches the database once the close has resolved, and the next open runs it again. A run
 * that fails while the database is open is still logged.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, embeddedPglite, openPglite } from "@/lib/backend/database";
import { lockFile } from "@/lib/backend/embedded/data-dir-lock";
import { resetServerEnvForTests } from "@/lib/config/server-env";
import { logger } from "@/lib/log/logger";
import { seedDataDir } from "../support/pglite-snapshot.mjs";

let dataDir = "";
let logged: jest.SpyInstance;

// The first seed of a run makes the data folder snapshot (initdb and every migration): seconds on a fresh clone.
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "retention-"));
  await seedDataDir(dataDir, openPglite);
  process.env.DATA_DIR = dataDir;
  resetServerEnvForTests();
  logged = jest.spyOn(logger, "error").mockImplementation(() => {});
}, 60_000);

afterEach(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

it("a close releases the lock and removes its exit hook", async () => {
  const hooks = process.listeners("exit").length;
  await embeddedPglite();
  expect(existsSync(lockFile(dataDir))).toBe(true);
  expect(process.listeners("exit").length).toBe(hooks + 1);
  await closeDatabase();
  expect(existsSync(lockFile(dataDir))).toBe(false);
  expect(process.listeners("exit").length).toBe(hooks);
});

it("a close during the retention run logs no error", async () => {
  await embeddedPglite();
  // The run's first query is under way; the close cuts the rest short and resolves once the run has settled.
  await closeDatabase();
  expect(logged).not.toHaveBeenCalled();
});

it("a retention run that fails while the database is open is logged", async () => {
  const pg = await embeddedPglite();
  // Queued behind the run's first query, ahead of the vitals step.
  await pg.exec("alter table vital_samples rename to vital_samples_gone");
  for (let tries = 0; tries < 200 && logged.mock.calls.length === 0; tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(logged).toHaveBeenCalledWith("retention run failed", expect.objectContaining({ code: "DB_QUERY_ERROR" }));
});
