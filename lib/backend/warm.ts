import "server-only";
import { isSupabaseConfigured } from "@/lib/env";
import { logger } from "@/lib/logger";
import { embeddedDatabase } from "./embedded/index";

/**
 * Open the embedded database when the server starts rather than on the first
 * visitor's request: PGlite's first open (initdb + migrations) takes seconds
 * and blocks the request that triggers it. Failures are logged by
 * embeddedDatabase() and retried on the next request.
 */
export function warmBackend(): void {
  if (isSupabaseConfigured()) return;
  embeddedDatabase().then(
    () => logger.info("embedded database ready"),
    () => undefined,
  );
}
