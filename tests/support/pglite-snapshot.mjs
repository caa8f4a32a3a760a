/**
 * A migrated PGlite database, made once and reused: opening from it takes about a quarter of the CPU of
 * initdb plus every migration, which each test file and each test server used to pay. Two forms: a dump
 * for in-memory PGlite (jest's `loadDataDir`) and a data directory for a server's DATA_DIR. Both are cached
 * under node_modules/.cache, keyed by the migrations' text and PGlite's version: a new migration makes new ones.
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = process.cwd();

/** The cache file for the migrations as they are now. */
export function snapshotPath() {
  const hash = createHash("sha256");
  hash.update("without templates");
  hash.update(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  const dir = path.join(root, "supabase", "migrations");
  for (const file of readdirSync(dir).sort())
    if (file.endsWith(".sql")) hash.update(file).update(readFileSync(path.join(dir, file)));
  return path.join(root, "node_modules", ".cache", "marque-tests", `pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/**
 * Write the dump if it is missing, from a PGlite opened and migrated by `openPglite` (lib's one door),
 * and answer its path. Written under another name and renamed, so a reader never sees half of it.
 */
export async function ensureSnapshot(openPglite) {
  const file = snapshotPath();
  if (existsSync(file)) return file;
  const pg = await openPglite("memory://");
  try {
    // Only the database the tests use: the two templates are a third of the dump, unpacked by every file that
    // opens it (a fifth of an open's CPU). Nothing a test runs creates a database from them.
    for (const template of ["template0", "template1"]) {
      await pg.exec(`alter database ${template} is_template false`);
      await pg.exec(`drop database ${template}`); // on its own: not in a transaction
    }
    await pg.exec("checkpoint");
    const dump = await pg.dumpDataDir("none");
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await pg.close();
  }
  return file;
}

/** The dump as PGlite's `loadDataDir` takes it. */
export function readSnapshot(file) {
  return new Blob([readFileSync(file)]);
}

/**
 * The same migrated database as a data directory on disk, what a server keeps under DATA_DIR/pglite: made once
 * per migration set next to the dump, by lib's `openPglite` on a throwaway DATA_DIR.
 */
export async function ensureDataDirSnapshot(openPglite) {
  const dir = snapshotPath().replace(/\.tar$/, "-dir");
  if (existsSync(dir)) return dir;
  const work = mkdtempSync(path.join(tmpdir(), "marque-pglite-"));
  try {
    await (await openPglite(work)).close();
    mkdirSync(path.dirname(dir), { recursive: true });
    try {
      renameSync(path.join(work, "pglite"), dir);
    } catch (error) {
      if (!existsSync(dir)) throw error; // another process made it first
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Give a server's DATA_DIR the migrated database, so its first request does not wait for initdb and every
 * migration. `openPglite` (lib's) is needed only the first time, to make the snapshot.
 */
export async function seedDataDir(dataDir, openPglite) {
  const snapshot = await ensureDataDirSnapshot(openPglite);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync(snapshot, path.join(dataDir, "pglite"), { recursive: true });
}
