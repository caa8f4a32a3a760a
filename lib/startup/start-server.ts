import "server-only";
import { backendMode, startupProblems } from "@/lib/config/server-env";
import { logger } from "@/lib/log/logger";
import { closeDatabase, embeddedPglite } from "@/lib/backend/database";
import { lockDataDir } from "@/lib/backend/embedded/data-dir-lock";
import { serverEnv } from "@/lib/config/server-env";
import { prepareSecretsAtStart } from "@/lib/security/secrets";
import { onShutdown } from "./shutdown";

function refuseToStart(lines: string[]): never {
  for (const line of lines) console.error(`[start] ${line}`);
  console.error("[start] The server cannot start; see docs/configuration.md.");
  process.exit(1);
}

/**
 * What the server does once at start: refuse a configuration that cannot
 * work (naming each problem), take the embedded data folder's lock, generate
 * its secrets (printing a new admin access code), open the embedded database early (its first open takes seconds), and
 * register what a stop must finish: the outbox's sends, then the database.
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
      prepareSecretsAtStart();
    }
    embeddedPglite().then(
      () => logger.info("embedded database ready"),
      () => undefined,
    );
  }
  // The site's server (server.mjs) runs this on SIGTERM/SIGINT: in-flight sends finish (bounded) and
  // unfinished claims go back while the requests in flight are answered; both need the database, closed last.
  onShutdown({
    drain: () => import("@/lib/messaging/runtime").then(({ stopOutbox }) => stopOutbox()),
    close: () => closeDatabase(),
  });
}
