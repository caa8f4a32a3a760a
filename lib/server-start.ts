import "server-only";
import { backendMode, startupProblems } from "@/lib/config/server-env";
import { logger } from "@/lib/logger";
import { embeddedDatabase, closeEmbeddedDatabase } from "@/lib/backend/embedded/index";
import { lockDataDir } from "@/lib/backend/embedded/data-dir-lock";
import { closePostgresPool } from "@/lib/backend/postgres/pool";
import { serverEnv } from "@/lib/config/server-env";

function refuseToStart(lines: string[]): never {
  for (const line of lines) console.error(`[start] ${line}`);
  console.error("[start] The server cannot start; see the README's Production section.");
  process.exit(1);
}

/**
 * What the server does once at start: refuse a configuration that cannot
 * work (naming each problem), take the embedded data folder's lock, open the
 * embedded database early (its first open takes seconds), and close
 * databases cleanly on SIGTERM/SIGINT.
 */
export function startServer(): void {
  const problems = startupProblems();
  if (problems.length > 0) refuseToStart(problems);
  if (backendMode() === "embedded") {
    const dataDir = serverEnv().DATA_DIR;
    if (!dataDir.startsWith("memory://")) {
      try {
        lockDataDir(dataDir);
      } catch (error) {
        refuseToStart([error instanceof Error ? error.message : String(error)]);
      }
    }
    embeddedDatabase().then(
      () => logger.info("embedded database ready"),
      () => undefined,
    );
  }
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    void Promise.allSettled([closeEmbeddedDatabase(), closePostgresPool()]).then(() =>
      process.exit(signal === "SIGINT" ? 130 : 0),
    );
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
