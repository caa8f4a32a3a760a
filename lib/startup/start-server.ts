import "server-only";
import { backendMode, startupProblems } from "@/lib/config/server-env";
import { logger } from "@/lib/log/logger";
import { closeDatabase, embeddedPglite } from "@/lib/backend/database";
import { lockDataDir } from "@/lib/backend/embedded/data-dir-lock";
import { serverEnv } from "@/lib/config/server-env";
import { prepareSecretsAtStart } from "@/lib/security/secrets";

function refuseToStart(lines: string[]): never {
  for (const line of lines) console.error(`[start] ${line}`);
  console.error("[start] The server cannot start; see docs/configuration.md.");
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
  const close = (signal: NodeJS.Signals, nextHandlers: ((signal: NodeJS.Signals) => void)[]) => {
    if (closing) return;
    closing = true;
    // Next's own handler stops accepting connections (a proxy in front then sends new requests to
    // another server) and waits for the requests in flight; meanwhile in-flight sends finish
    // (bounded) and unfinished claims go back. Both still need the database, closed last.
    const outbox = import("@/lib/messaging/runtime").then(({ stopOutbox }) => stopOutbox());
    void Promise.allSettled([drainHttp(signal, nextHandlers), outbox])
      .then(() => closeDatabase())
      .catch(() => undefined)
      .then(() => process.exit(0));
  };
  // Next's own handler exits (143) as soon as its requests are done, without waiting for the outbox:
  // this one runs it, then closes the rest.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const nextHandlers = process.listeners(signal) as ((signal: NodeJS.Signals) => void)[];
    process.removeAllListeners(signal);
    process.once(signal, () => close(signal, nextHandlers));
  }
}

/** Runs Next's signal handlers and resolves where they would exit (bounded: 20 s). */
function drainHttp(signal: NodeJS.Signals, handlers: ((signal: NodeJS.Signals) => void)[]): Promise<void> {
  if (handlers.length === 0) return Promise.resolve();
  const exit = process.exit;
  return new Promise<void>((resolve) => {
    const done = () => {
      process.exit = exit;
      resolve();
    };
    process.exit = (() => done()) as typeof process.exit;
    setTimeout(done, 20_000).unref();
    for (const handler of handlers) handler(signal);
  });
}
