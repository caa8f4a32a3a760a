import { AppError } from "./app-error";

/** What a visitor reads when the database is away: nothing they sent was stored, so they send it again. */
export const UNAVAILABLE_MESSAGE =
  "Nothing was sent: our server is down for a moment. Please try again in a few minutes.";

/** Seconds a client is told to wait before trying again. */
const RETRY_AFTER_S = 5;

/** Node's socket errors, postgres.js's own codes, and the SQLSTATEs of a server that is shutting down or starting. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "ENOENT",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // admin_shutdown, crash_shutdown, cannot_connect_now, and the connection exceptions (class 08).
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
]);

/** The database could not be reached, or dropped the connection: not a fault of the request. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, errors, cause } = error as { code?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

/** The site's 503 for a database that is away: the request changed nothing. */
export function databaseUnavailable(cause?: unknown): AppError {
  return new AppError("DB_CONNECTION_ERROR", UNAVAILABLE_MESSAGE, {
    status: 503,
    severity: "HIGH",
    retryable: true,
    retryAfter: RETRY_AFTER_S,
    cause,
    context: { cause: cause instanceof Error ? `${(cause as { code?: string }).code ?? ""} ${cause.message}` : null },
  });
}
