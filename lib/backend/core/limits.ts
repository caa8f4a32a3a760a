import type { Db } from "./db.ts";
import { limitKey } from "./limit-key.ts";
import { CODE_TTL_MS } from "../../config/rules.ts";

export type LimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface LimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Every per-client limit, in one table: `max` hits per fixed window, per key. */
export const RATE_LIMITS = {
  /** 5 contact submissions per 10 minutes per IP. */
  contact: { max: 5, windowMs: 10 * MINUTE },
  /** Verification starts: 20 per 15 minutes per IP; per address, 5 per 15 minutes (a code's lifetime) are sent, then the newest live one answers (address-cap.ts). */
  verifyStartPerIp: { max: 20, windowMs: 15 * MINUTE },
  verifyStartPerAddress: { max: 5, windowMs: CODE_TTL_MS },
  /** 30 code checks per 15 minutes per IP. */
  verifyCodePerIp: { max: 30, windowMs: 15 * MINUTE },
  /** 20 resend requests per 15 minutes per IP. */
  resendPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Login codes: 5 requests per 10 minutes per IP and per address, 20 checks per IP. */
  loginStartPerIp: { max: 5, windowMs: 10 * MINUTE },
  loginStartPerAddress: { max: 5, windowMs: 10 * MINUTE },
  loginVerifyPerIp: { max: 20, windowMs: 10 * MINUTE },
  /** 30 payment-status checks per minute per IP. */
  paymentsPerIp: { max: 30, windowMs: MINUTE },
  /** Demo: generous for a person, tight for a script. */
  demoCodePerIp: { max: 5, windowMs: 10 * MINUTE },
  demoCodePerPhone: { max: 3, windowMs: 10 * MINUTE },
  demoVerifyPerIp: { max: 20, windowMs: 10 * MINUTE },
  demoLeadPerSession: { max: 5, windowMs: 10 * MINUTE },
  demoMessagePerSession: { max: 5, windowMs: 10 * MINUTE },
  demoChatPerSession: { max: 30, windowMs: 5 * MINUTE },
  demoChatPerIp: { max: 60, windowMs: 5 * MINUTE },
  /** 5 wrong admin codes per 15 minutes per IP. */
  adminWrongCodePerIp: { max: 5, windowMs: 15 * MINUTE },
  /** Staff sign-in codes: 5 requests per 15 minutes per IP (wrong codes share the admin lock-out; the per-address cap is in staff-sign-in). */
  staffCodePerIp: { max: 5, windowMs: 15 * MINUTE },
  /** About 20 opt-in checks per 10 minutes per IP: each may fetch three pages. */
  optInCheck: { max: 20, windowMs: 10 * MINUTE },
  /** 5 client-program web opt-ins per 10 minutes per IP. */
  programOptIn: { max: 5, windowMs: 10 * MINUTE },
  /** 20 age-gate answers per 10 minutes per IP (a gated program's page). */
  programAgeGate: { max: 20, windowMs: 10 * MINUTE },
  /** 10 crash-screen reports per minute per IP. */
  clientErrorsPerIp: { max: 10, windowMs: MINUTE },
  /** 30 field-vitals beacons per minute per IP. */
  vitalsPerIp: { max: 30, windowMs: MINUTE },
  /** 30 Content-Security-Policy reports per minute per IP (past it they are dropped). */
  cspReportsPerIp: { max: 30, windowMs: MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof RATE_LIMITS;

/** A counter store: one atomic hit per call. */
export interface LimitStore {
  /** Count one hit on `key` and answer the count in the current window and when it ends (epoch ms). */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** Take one hit back (an attempt that turned out not to count). */
  undo(key: string): Promise<void>;
}

/**
 * In process memory, for the embedded default (one process). Memory is
 * bounded: past `maxKeys` the window started longest ago is dropped. Each
 * hit is O(1): a Map keeps insertion order, and a key whose window restarts
 * moves to the end, so the first key is always the oldest.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(readonly maxKeys = 100_000) {}

  get size(): number {
    return this.windows.size;
  }

  has(key: string): boolean {
    return this.windows.has(key);
  }

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    return this.hitNow(key, windowMs, now);
  }

  /** The synchronous hit behind `hit`. */
  hitNow(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.delete(key);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
      if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
    }
    entry.count += 1;
    return { count: entry.count, resetAt: entry.resetAt };
  }

  async undo(key: string): Promise<void> {
    const entry = this.windows.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  clear(): void {
    this.windows.clear();
  }
}

/**
 * In Postgres (table rate_limits), for several server instances on one
 * database: each hit is one upsert, atomic under concurrency, restarting the
 * window when it has ended. Now and then a hit also deletes ended windows.
 */
export class PostgresLimitStore implements LimitStore {
  constructor(
    private readonly db: Db,
    private readonly sweepEvery = 1000,
  ) {}

  private hits = 0;

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    const { rows } = await this.db.query<{ count: number; reset_at: string | number }>(
      `insert into rate_limits as r (key, count, reset_at) values ($1, 1, $2::bigint + $3::bigint)
       on conflict (key) do update set
         count = case when r.reset_at <= $2::bigint then 1 else r.count + 1 end,
         reset_at = case when r.reset_at <= $2::bigint then $2::bigint + $3::bigint else r.reset_at end
       returning count, reset_at`,
      [key, now, windowMs],
    );
    if (++this.hits % this.sweepEvery === 0) {
      await this.db.query(`delete from rate_limits where reset_at <= $1::bigint`, [now]).catch(() => undefined);
    }
    return { count: Number(rows[0].count), resetAt: Number(rows[0].reset_at) };
  }

  async undo(key: string): Promise<void> {
    await this.db.query(`update rate_limits set count = greatest(count - 1, 0) where key = $1`, [key]);
  }
}

/**
 * One limiter over a store. `relaxedFactor` multiplies every `max`
 * (RATE_LIMIT_RELAXED, for load tests and the single-server e2e).
 */
export class RateLimiter {
  constructor(
    readonly store: LimitStore,
    private readonly options: { now?: () => number; relaxedFactor?: number } = {},
  ) {}

  async limit(name: LimitName, key: string): Promise<LimitResult> {
    const rule = RATE_LIMITS[name];
    const now = this.options.now ? this.options.now() : Date.now();
    const max = rule.max * (this.options.relaxedFactor ?? 1);
    const { count, resetAt } = await this.store.hit(`${name}:${limitKey(key)}`, rule.windowMs, now);
    if (count > max) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
    return { ok: true, remaining: max - count };
  }

  /** Give back the hit just taken (e.g. an admin code that was right). */
  async undo(name: LimitName, key: string): Promise<void> {
    await this.store.undo(`${name}:${limitKey(key)}`);
  }
}
