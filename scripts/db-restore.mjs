#!/usr/bin/env node
// npm run db:restore FILE — put a db:backup dump back as the embedded database under DATA_DIR (default .data).
// Refuses while a server holds the folder. The database it replaces is kept beside it (pglite.before-restore-*),
// and FILE.secrets.json, when there, is restored as secrets.json.
import { copyFileSync, existsSync, readFileSync, renameSync, mkdirSync } from "node:fs";
import path from "node:path";
import { loadProjectEnv } from "./lib/load-env.mjs";
import { databaseModule, jiti } from "./lib/database.mjs";

loadProjectEnv();

function fail(message) {
  console.error(`db:restore: ${message}`);
  process.exit(1);
}

const file = process.argv[2] ? path.resolve(process.argv[2]) : fail("usage: npm run db:restore FILE");
if (process.env.DATABASE_URL || process.env.SUPABASE_DB_URL)
  fail("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, Backups).");
if (!existsSync(file)) fail(`${file} does not exist`);
const dataDir = path.resolve(process.env.DATA_DIR || ".data");

const { lockOwner, lockDataDir, unlockDataDir } = await jiti.import("@/lib/backend/embedded/data-dir-lock.ts");
const owner = lockOwner(dataDir);
if (owner) fail(`a server (pid ${owner}) holds ${dataDir}; stop it first, then restore and start it again.`);
lockDataDir(dataDir);

const target = path.join(dataDir, "pglite");
let kept = null;
if (existsSync(target)) {
  kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(target, kept);
}
mkdirSync(target, { recursive: true });
try {
  const { openPglite } = await databaseModule();
  const pg = await openPglite(dataDir, { loadDataDir: new Blob([readFileSync(file)]), migrate: false });
  const { rows } = await pg.query(
    `select (select count(*) from leads)::int as leads, (select count(*) from consent_records)::int as consents`,
  );
  await pg.close();
  if (existsSync(`${file}.secrets.json`)) copyFileSync(`${file}.secrets.json`, path.join(dataDir, "secrets.json"));
  console.log(
    `db:restore: ${dataDir} now holds ${rows[0].leads} leads and ${rows[0].consents} consent records` +
      (kept ? ` (the previous database is in ${path.basename(kept)})` : ""),
  );
} catch (error) {
  if (kept) {
    const { rmSync } = await import("node:fs");
    rmSync(target, { recursive: true, force: true });
    renameSync(kept, target);
  }
  fail(`could not load ${file}: ${error instanceof Error ? error.message : error}`);
} finally {
  unlockDataDir(dataDir);
}
