import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { createCores } from "@/lib/backend/core/index";
import { openPglite, pgliteDb } from "@/lib/backend/database";
import { unlockDataDir } from "@/lib/backend/embedded/data-dir-lock";
import { serveBackupRequests } from "@/lib/backend/embedded/backup";
import { ctx, submission } from "./backend-fixtures";
import { seedDataDir } from "../support/pglite-snapshot.mjs";

/**
 * Backup and restore of the embedded database with the real scripts. This test process plays the running
 * server: it holds DATA_DIR's lock with the database open and answers backup requests as the server does.
 * db:backup gets a consistent dump from it; db:restore and db:retention refuse while it holds the folder;
 * once it stops, the folder is wiped and restored, and every lead and consent row is back.
 */
const root = mkdtempSync(path.join(tmpdir(), "db-backup-"));
const dataDir = path.join(root, "data");
const backup = path.join(root, "backups", "nightly.tar.gz");
let pg: PGlite | undefined;
jest.setTimeout(120_000);

afterAll(async () => {
  await pg?.close();
  unlockDataDir(dataDir);
  rmSync(root, { recursive: true, force: true });
});

/** Run an npm script's file the way `npm run` does, with only DATA_DIR set (no DATABASE_URL). */
function script(name: string, args: string[] = [], cwd = process.cwd()) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SUPABASE_DB_URL;
  const result = spawnSync(process.execPath, [path.join(process.cwd(), "scripts", name), ...args], {
    cwd,
    env: env as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 90_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

const everyRow = async (db: PGlite) => ({
  leads: (await db.query(`select * from leads order by id`)).rows,
  consents: (await db.query(`select * from consent_records order by id`)).rows,
  submissions: (await db.query(`select * from lead_submissions order by id`)).rows,
});

it("backs up while the server runs, refuses restore and retention then, and restores every lead and consent", async () => {
  // The migrated database every server test starts from (initdb and the migrations are not what is tested here).
  await seedDataDir(dataDir, openPglite);
  pg = await openPglite(dataDir);
  writeFileSync(path.join(dataDir, "secrets.json"), JSON.stringify({ ADMIN_ACCESS_CODE: "generated-code" }));
  serveBackupRequests(dataDir, async () => pg!);
  const cores = createCores({ db: pgliteDb(async () => pg!) });
  for (const [i, email] of ["ada@example.com", "grace@example.com", "alan@example.com"].entries())
    await cores.submitContact(submission({ email, phone: `+1415555012${i}`, message: `Lead ${i}` }), ctx);
  const before = await everyRow(pg);
  expect(before.leads).toHaveLength(3);
  // Per lead: the email opt-in, the SMS request and the confirmation text sent to the number.
  expect(before.consents).toHaveLength(9);

  // The script signals this process; the answer comes from our event loop, so wait for the child without blocking.
  const backedUp = await new Promise<{ status: number | null; out: string }>((resolve) => {
    const { spawn } = jest.requireActual<typeof import("node:child_process")>("node:child_process");
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.SUPABASE_DB_URL;
    const child = spawn(process.execPath, ["scripts/db-backup.mjs", backup], { env: env as NodeJS.ProcessEnv });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (status) => resolve({ status, out }));
  });
  expect(backedUp.out).toContain(`from the running server (pid ${process.pid})`);
  expect(backedUp.status).toBe(0);
  expect(existsSync(backup)).toBe(true);
  expect(existsSync(`${backup}.secrets.json`)).toBe(true);

  const refused = script("db-restore.mjs", [backup]);
  expect(refused.status).toBe(1);
  expect(refused.out).toContain(`a server (pid ${process.pid}) holds ${dataDir}`);
  const retention = script("db-retention.mjs");
  expect(retention.status).toBe(1);
  expect(retention.out).toContain(`a server (pid ${process.pid}) holds ${dataDir}`);

  // The server stops; the folder is lost.
  await pg.close();
  pg = undefined;
  unlockDataDir(dataDir);
  rmSync(dataDir, { recursive: true, force: true });

  const restored = script("db-restore.mjs", [backup]);
  expect(restored.out).toContain("now holds 3 leads and 9 consent records");
  expect(restored.status).toBe(0);
  expect(existsSync(path.join(dataDir, "secrets.json"))).toBe(true);

  pg = await openPglite(dataDir);
  expect(await everyRow(pg)).toEqual(before);
  await pg.close();
  pg = undefined;
  unlockDataDir(dataDir);

  // With no server running, backup opens the folder itself, and retention runs.
  const offline = script("db-backup.mjs", [path.join(root, "offline.tar.gz")]);
  expect(offline.status).toBe(0);
  expect(offline.out).not.toContain("running server");
  expect(script("db-retention.mjs").status).toBe(0);
});

it("every db script reads .env from the working directory, as next start does", () => {
  const cwd = mkdtempSync(path.join(tmpdir(), "db-env-"));
  writeFileSync(path.join(cwd, ".env"), "DATABASE_URL=postgres://from-dot-env.invalid:5432/app\n");
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SUPABASE_DB_URL;
  for (const name of ["db-backup.mjs", "db-restore.mjs"]) {
    const result = spawnSync(process.execPath, [path.join(process.cwd(), "scripts", name), "x"], {
      cwd,
      env,
      encoding: "utf8",
    });
    expect(`${result.stdout}${result.stderr}`).toContain("DATABASE_URL is set");
  }
  const migrate = spawnSync(process.execPath, [path.join(process.cwd(), "scripts", "db-migrate.mjs")], {
    cwd,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(migrate.stderr).not.toContain("DATABASE_URL is not set");
  expect(migrate.stderr).toContain("db:migrate: failed");
  rmSync(cwd, { recursive: true, force: true });
});
