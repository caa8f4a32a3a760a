import "server-only";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import type { LimitName, LimitResult } from "@/lib/backend/core/limits";
import { rateLimiter } from "@/lib/backend/stores/rate-limits";

// The rules live with the cores, so the Edge Functions apply the same limits; the process's limiter and its
// store, with the backend.
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
export { rateLimiter, resetRateLimiterForTests } from "@/lib/backend/stores/rate-limits";

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
