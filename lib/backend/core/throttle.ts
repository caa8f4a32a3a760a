import { AppError } from "../../errors/app-error.ts";
import type { Db } from "./db.ts";

export interface ThrottleRule {
  cooldownSeconds: number;
  max: number;
  windowSeconds: number;
}

/**
 * Server-side resend throttle in the database (so it holds across server
 * processes and Edge Function instances): a cooldown between sends and a cap
 * per window. Recorded for unknown keys too, so the answers are identical.
 * Inside the cooldown: 429 with the seconds left. Past the cap: false (send
 * nothing, answer as usual), never a refusal, because every code sent in the
 * window still works (a code lives at least as long as the window), so
 * someone spending an address's cap only sends its owner codes that work.
 * Call inside a transaction.
 */
export async function takeThrottle(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<boolean> {
  const at = now.toISOString();
  await db.query(
    `insert into send_throttle (key, last_at, window_start, count) values ($1, $2, $2, 0) on conflict (key) do nothing`,
    [key, at],
  );
  const { rows } = await db.query<{ last_at: unknown; window_start: unknown; count: number }>(
    `select last_at, window_start, count from send_throttle where key = $1 for update`,
    [key],
  );
  const row = rows[0];
  const lastAt = new Date(row.last_at as string).getTime();
  let windowStart = new Date(row.window_start as string).getTime();
  let count = row.count;
  const t = now.getTime();
  if (t - windowStart >= rule.windowSeconds * 1000) {
    windowStart = t;
    count = 0;
  }
  if (count > 0 && t - lastAt < rule.cooldownSeconds * 1000) {
    throw rateLimited(Math.ceil((lastAt + rule.cooldownSeconds * 1000 - t) / 1000));
  }
  if (count >= rule.max) return false;
  await db.query(`update send_throttle set last_at = $2, window_start = $3, count = $4 where key = $1`, [
    key,
    at,
    new Date(windowStart).toISOString(),
    count + 1,
  ]);
  return true;
}

/** Refuses a send until the rule's cooldown has passed since `since` (e.g. the first send). */
export function requireCooldownSince(since: Date, rule: ThrottleRule, now: Date): void {
  const waitMs = since.getTime() + rule.cooldownSeconds * 1000 - now.getTime();
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
}

function rateLimited(seconds: number): AppError {
  const wait = Math.max(1, seconds);
  return new AppError("API_RATE_LIMITED", `Please wait ${wait} seconds before requesting another code.`, {
    status: 429,
    severity: "LOW",
    retryAfter: wait,
  });
}
