import "server-only";
import { serverEnv } from "@/lib/env";

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface LimitRule {
  max: number;
  windowMs: number;
}

interface Bucket {
  start: number;
  count: number;
}

/**
 * In-memory fixed-window limiter, one per server process (DESIGN.md
 * "Security": rate-limit per client). `relaxedFactor` multiplies every
 * `max` (RATE_LIMIT_RELAXED for load tests and e2e).
 */
export class RateLimiter {
  private buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(
    private readonly options: { now?: () => number; relaxedFactor?: number } = {},
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  limit(key: string, rule: LimitRule): LimitResult {
    const now = this.now();
    this.sweep(now, rule.windowMs);
    const max = rule.max * (this.options.relaxedFactor ?? 1);
    let bucket = this.buckets.get(key);
    if (!bucket || now - bucket.start >= rule.windowMs) {
      bucket = { start: now, count: 0 };
      this.buckets.set(key, bucket);
    }
    if (bucket.count >= max) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((bucket.start + rule.windowMs - now) / 1000)) };
    }
    bucket.count += 1;
    return { ok: true, remaining: max - bucket.count };
  }

  /** Drop finished windows now and then so memory stays bounded. */
  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < 60_000 && this.buckets.size < 10_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.start >= Math.max(windowMs, 3_600_000)) this.buckets.delete(key);
    }
  }

  reset(): void {
    this.buckets.clear();
  }
}

const globalForLimiter = globalThis as unknown as { __rateLimiter?: RateLimiter };

/** The process-wide limiter. */
export function rateLimiter(): RateLimiter {
  globalForLimiter.__rateLimiter ??= new RateLimiter({ relaxedFactor: serverEnv().RATE_LIMIT_RELAXED ? 1000 : 1 });
  return globalForLimiter.__rateLimiter;
}

/** Shorthand on the process-wide limiter. */
export function limit(key: string, rule: LimitRule): LimitResult {
  return rateLimiter().limit(key, rule);
}
