import "server-only";
import { backendMode, startupProblems } from "@/lib/config/server-env";
import { logger } from "@/lib/log/logger";
import { closeDatabase, embeddedPglite } from "@/lib/backend/database";
import { lockDataDir } from "@/lib/backend/embedded/data-dir-lock";
import { serverEnv } from "@/lib/config/server-env";
import { prepareSecretsAtStart } from "@/lib/security/secrets";

function refuseToStart(lines: string[]): never {
  for (const line of lines) console.error(`[start] ${line}`);
  console.error("[start] The server cannot start; see the README's Production section.");
  process.exit(1);
}

/**
 * What the server does once at start: refuse a configuration that cannot
 * work (naming each problem), take the embedded data folder's lock, generate
 * its secrets (printing a new admin access code), open the embedded database early (its first open takes seconds), and on
 * SIGTERM/SIGINT let the outbox finish its sends, close databases, exit 0.
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
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    // In-flight sends finish (bounded) and unfinished claims go back before the databases close.
    void import("@/lib/messaging/runtime")
      .then(({ stopOutbox }) => stopOutbox())
      .catch(() => undefined)
      .then(() => closeDatabase())
      .catch(() => undefined)
      .then(() => process.exit(0));
  };
  // Next's own handler exits (143) without waiting for the outbox; this one replaces it.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.once(signal, close);
  }
}
