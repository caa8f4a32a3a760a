import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/**
 * A backup of the embedded database while its server runs: `npm run db:backup` cannot open the folder (one
 * process only), so it writes a request into DATA_DIR and sends the lock holder SIGUSR2; the server dumps
 * its open database (PGlite's dumpDataDir: a gzipped tar of the data folder, taken between statements, so
 * consistent) to the requested file and writes the outcome beside the request.
 */
export const BACKUP_SIGNAL = "SIGUSR2";

export function backupRequestFile(dataDir: string): string {
  return path.join(path.resolve(/*turbopackIgnore: true*/ dataDir), "backup-request.json");
}

export function backupResultFile(dataDir: string): string {
  return path.join(path.resolve(/*turbopackIgnore: true*/ dataDir), "backup-result.json");
}

/** Write the dump to `file` whole or not at all (a partial file is never left under the final name). */
export async function dumpTo(pg: PGlite, file: string): Promise<number> {
  const blob = await pg.dumpDataDir("gzip");
  const bytes = Buffer.from(await blob.arrayBuffer());
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, file);
  return bytes.length;
}

/** Serve backup requests for this process's embedded database (the server calls it once at start). */
export function serveBackupRequests(dataDir: string, open: () => Promise<PGlite>): void {
  process.on(BACKUP_SIGNAL, () => {
    void (async () => {
      let request: { id: string; file: string };
      try {
        request = JSON.parse(readFileSync(backupRequestFile(dataDir), "utf8"));
      } catch {
        return; // no request: a stray signal
      }
      let result: { id: string; ok: boolean; bytes?: number; error?: string };
      try {
        result = { id: request.id, ok: true, bytes: await dumpTo(await open(), request.file) };
      } catch (error) {
        result = { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      rmSync(backupRequestFile(dataDir), { force: true });
      writeFileSync(backupResultFile(dataDir), JSON.stringify(result), { mode: 0o600 });
    })();
  });
}
