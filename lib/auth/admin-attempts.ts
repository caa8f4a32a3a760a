import "server-only";
import { RATE_LIMITS, rateLimiter } from "@/lib/http/rate-limit";

/**
 * Wrong admin codes per client: 5 per 15 minutes per IP, then 429 until the
 * window ends. Every attempt takes a slot first, in one atomic hit of the
 * shared limiter, so concurrent guesses cannot slip past the count; a right
 * code gives its slot back, so an admin who types it right is never slowed
 * down. While blocked even the right code is refused, or guessing would
 * simply continue.
 */
export const MAX_WRONG_CODES = RATE_LIMITS.adminWrongCodePerIp.max;
export const WRONG_CODE_WINDOW_MS = RATE_LIMITS.adminWrongCodePerIp.windowMs;

/** Take one attempt for this client: 0 when it may try now, else the seconds to wait. */
export async function takeCodeAttempt(ip: string): Promise<number> {
  const result = await rateLimiter().limit("adminWrongCodePerIp", ip);
  return result.ok ? 0 : result.retryAfterSeconds;
}

/** The code was right: the attempt does not count. */
export function giveBackCodeAttempt(ip: string): Promise<void> {
  return rateLimiter().undo("adminWrongCodePerIp", ip);
}
