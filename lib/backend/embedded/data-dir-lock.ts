import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database serves one process: a lock file in DATA_DIR holds the
 * owner's pid. A second live process on the same folder is refused with a
 * clear message instead of corrupting the database; a lock left by a process
 * that died is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (pid ${pid}). The embedded database serves one server process; ` +
        `stop the other one, give this one its own DATA_DIR, or set DATABASE_URL to run several servers on one PostgreSQL.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** The lock files this process holds, each with the exit hook that removes it (gone again at unlock). */
const held = new Map<string, () => void>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFile(dataDir: string): string {
  return path.join(path.resolve(/*turbopackIgnore: true*/ dataDir), "embedded.lock");
}

/** Take the lock for this process (idempotent); throws DataDirLockedError when another live process holds it. */
export function lockDataDir(dataDir: string): void {
  const file = lockFile(dataDir);
  if (held.has(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const atExit = () => unlockDataDir(dataDir);
      held.set(file, atExit);
      process.once("exit", atExit);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (owner === process.pid) {
        held.set(file, () => undefined);
        return;
      }
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) throw new DataDirLockedError(dataDir, owner);
      rmSync(file, { force: true }); // left by a process that died
    }
  }
  throw new Error(`could not lock ${file}`);
}

/** The live process (not this one) that holds DATA_DIR, or null: backup, restore and retention ask first. */
export function lockOwner(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(lockFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  return Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner) ? owner : null;
}

export function unlockDataDir(dataDir: string): void {
  const file = lockFile(dataDir);
  const atExit = held.get(file);
  if (!atExit) return;
  held.delete(file);
  process.off("exit", atExit);
  try {
    if (Number(readFileSync(file, "utf8").trim()) === process.pid) rmSync(file, { force: true });
  } catch {
    /* already gone */
  }
}
