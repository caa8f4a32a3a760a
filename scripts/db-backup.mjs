#!/usr/bin/env node
// npm run db:backup [FILE] — a consistent copy of the embedded database under DATA_DIR (default .data) as one
// gzipped tar (PGlite's dumpDataDir), default backups/pglite-<time>.tar.gz. While a server holds the folder it
// asks that server for the dump (lib/backend/embedded/backup.ts); otherwise it opens the folder itself.
// DATA_DIR's secrets.json is copied beside the dump (FILE.secrets.json). PostgreSQL modes: use pg_dump.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { loadProjectEnv } from "./lib/load-env.mjs";
import { databaseModule, jiti } from "./lib/database.mjs";

loadProjectEnv();

function fail(message) {
  console.error(`db:backup: ${message}`);
  process.exit(1);
}

if (process.env.DATABASE_URL || process.env.SUPABASE_DB_URL)
  fail("DATABASE_URL is set: the data is in PostgreSQL; back it up with pg_dump (docs/operations.md, Backups).");
const dataDir = path.resolve(process.env.DATA_DIR || ".data");
if (!existsSync(path.join(dataDir, "pglite"))) fail(`no embedded database under ${dataDir}`);
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] || path.join("backups", `pglite-${stamp}.tar.gz`));
mkdirSync(path.dirname(file), { recursive: true });

const { lockOwner, unlockDataDir } = await jiti.import("@/lib/backend/embedded/data-dir-lock.ts");
const { BACKUP_SIGNAL, backupRequestFile, backupResultFile, dumpTo } = await jiti.import(
  "@/lib/backend/embedded/backup.ts",
);

const owner = lockOwner(dataDir);
let bytes;
if (owner) {
  // A running server: it dumps its own open database.
  const id = randomUUID();
  rmSync(backupResultFile(dataDir), { force: true });
  writeFileSync(backupRequestFile(dataDir), JSON.stringify({ id, file }), { mode: 0o600 });
  process.kill(owner, BACKUP_SIGNAL);
  const deadline = Date.now() + 120_000;
  for (;;) {
    let result;
    try {
      result = JSON.parse(readFileSync(backupResultFile(dataDir), "utf8"));
    } catch {
      result = undefined;
    }
    if (result?.id === id) {
      rmSync(backupResultFile(dataDir), { force: true });
      if (!result.ok) fail(`the server (pid ${owner}) could not write the dump: ${result.error}`);
      bytes = result.bytes;
      break;
    }
    if (Date.now() > deadline) {
      rmSync(backupRequestFile(dataDir), { force: true });
      fail(
        `the server holding ${dataDir} (pid ${owner}) did not answer in 120 s; ` +
          "is it this project's server, started after the backup support was added? Stop it and run again.",
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
} else {
  const { openPglite } = await databaseModule();
  const pg = await openPglite(dataDir, { migrate: false });
  try {
    bytes = await dumpTo(pg, file);
  } finally {
    await pg.close();
    unlockDataDir(dataDir);
  }
}
if (existsSync(path.join(dataDir, "secrets.json")))
  copyFileSync(path.join(dataDir, "secrets.json"), `${file}.secrets.json`);
console.log(
  `db:backup: wrote ${path.relative(process.cwd(), file) || file} (${bytes} bytes)` +
    `${owner ? ` from the running server (pid ${owner})` : ""}`,
);
