import "server-only";
import type { Instrumentation } from "next";
import { backendMode, serverEnv } from "@/lib/config/server-env";
import { logger } from "@/lib/log/logger";
import { acceptRequestId, REQUEST_ID_HEADER } from "@/lib/log/request-context";
import { stopTracing } from "@/lib/log/telemetry";
import { claimReportedError } from "@/lib/log/console-json";
import { getBackend } from "@/lib/backend";
import { databaseKind, embeddedPglite } from "@/lib/backend/database";
import { pendingMigrationsProblem } from "@/lib/backend/migrations";
import { serveBackupRequests } from "@/lib/backend/embedded/backup";
import { onShutdown } from "./shutdown";

/**
 * In production on DATABASE_URL (the embedded database migrates itself at open), a database behind the code
 * fails on the first request that needs the missing table: refuse to start instead, naming the command.
 */
export async function refuseBehindMigrations(): Promise<void> {
  if (serverEnv().NODE_ENV !== "production" || databaseKind() === "embedded") return;
  let problem: string | null;
  try {
    problem = pendingMigrationsProblem(await getBackend().migrations.pending());
  } catch (error) {
    problem = `The database at DATABASE_URL cannot be read (${error instanceof Error ? error.message : error})`;
  }
  if (!problem) return;
  console.error(`[start] ${problem}`);
  console.error("[start] The server cannot start; see docs/configuration.md.");
  process.exit(1);
}

/** `npm run db:backup` while this server holds the embedded database: it dumps the open database on request. */
export function serveEmbeddedBackups(): void {
  const dataDir = serverEnv().DATA_DIR;
  if (backendMode() !== "embedded" || dataDir.startsWith("memory://")) return;
  serveBackupRequests(dataDir, embeddedPglite);
}

/** Logs and traces still in memory go out when the server is stopped. */
export function flushTelemetryAtShutdown(): void {
  onShutdown({ close: () => Promise.allSettled([logger.flush?.(), stopTracing()]) });
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** One ERROR line per server error Next caught, with its stack, request id and route. */
export function reportRequestError(
  error: unknown,
  request: Parameters<Instrumentation.onRequestError>[1],
  context: Parameters<Instrumentation.onRequestError>[2],
): void {
  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : undefined;
  claimReportedError(error);
  logger.error("Unhandled server error", {
    code: "SERVER_ERROR",
    requestId: acceptRequestId(header(request.headers, REQUEST_ID_HEADER)),
    route: context.routePath,
    routeType: context.routeType,
    method: request.method,
    path: request.path,
    // A number, so the log's phone-number masking leaves it whole: it matches the digest on the error screen.
    digest: digest && /^\d+$/.test(digest) ? Number(digest) : digest,
    error: error instanceof Error ? error : { message: String(error) },
  });
}
