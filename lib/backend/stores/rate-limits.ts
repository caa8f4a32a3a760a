import "server-only";
import { serverEnv } from "@/lib/config/server-env";
import { RELAXED_LIMIT_FACTOR } from "@/lib/config/rules";
import { MemoryLimitStore, PostgresLimitStore, RateLimiter } from "../core/limits.ts";
import { database, databaseKind } from "../database";

const globalForLimiter = globalThis as unknown as { __rateLimiter?: RateLimiter };

/** The process's limiter: its counts in PostgreSQL when DATABASE_URL is set (every server shares them), else in memory. */
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
