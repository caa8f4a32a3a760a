import "server-only";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { serverEnv } from "@/lib/config/server-env";
import { database, databaseKind } from "@/lib/backend/database";
import { RELAXED_LIMIT_FACTOR } from "@/lib/backend/core/rules";
import {
  MemoryLimitStore,
  PostgresLimitStore,
  RateLimiter,
  type LimitName,
  type LimitResult,
} from "@/lib/backend/core/limits";

// The rules and stores live with the cores, so the Edge Functions apply the same limits.
export {
  MemoryLimitStore,
  PostgresLimitStore,
  RATE_LIMITS,
  RateLimiter,
  type LimitName,
  type LimitResult,
  type LimitRule,
  type LimitStore,
} from "@/lib/backend/core/limits";

const globalForLimiter = globalThis as unknown as { __rateLimiter?: RateLimiter };

/** The process's limiter: in Postgres when DATABASE_URL is set, else in memory. */
export function rateLimiter(): RateLimiter {
  if (!globalForLimiter.__rateLimiter) {
    const store = databaseKind() === "postgres" ? new PostgresLimitStore(database()) : new MemoryLimitStore();
    globalForLimiter.__rateLimiter = new RateLimiter(store, {
      relaxedFactor: serverEnv().RATE_LIMIT_RELAXED ? RELAXED_LIMIT_FACTOR : 1,
    });
  }
  return globalForLimiter.__rateLimiter;
}

/** Test hook: forget the limiter (and its in-memory counts). */
export function resetRateLimiterForTests(): void {
  globalForLimiter.__rateLimiter = undefined;
}

/** Count one hit of rule `name` for `key`. */
export function limit(name: LimitName, key: string): Promise<LimitResult> {
  return rateLimiter().limit(name, key);
}

/** Count one hit; past the limit, throw a 429 with Retry-After. */
export async function enforceLimit(
  name: LimitName,
  key: string,
  message = "Too many requests. Please wait and try again.",
  code: ErrorCode = "API_RATE_LIMITED",
): Promise<void> {
  const result = await limit(name, key);
  if (!result.ok) {
    throw new AppError(code, message, { status: 429, severity: "LOW", retryAfter: result.retryAfterSeconds });
  }
}
