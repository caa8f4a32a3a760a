import "server-only";

/**
 * Wrong admin codes per client (issue 7): 5 per 15 minutes per IP, then 429
 * until the window ends. Only failures count, so an admin who types the code
 * right is never slowed down; while blocked even the right code is refused,
 * or guessing would simply continue. In memory: one server process.
 */
export const MAX_WRONG_CODES = 5;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;

interface Window {
  count: number;
  resetAt: number;
}

// On globalThis so every bundle that imports this module shares one table.
const store = globalThis as unknown as { __adminWrongCodes?: Map<string, Window> };
const windows = (store.__adminWrongCodes ??= new Map<string, Window>());

function current(ip: string, now: number): Window | undefined {
  const entry = windows.get(ip);
  if (entry && entry.resetAt <= now) {
    windows.delete(ip);
    return undefined;
  }
  return entry;
}

/** Seconds until this client may try again, or 0 when it may try now. */
export function blockedFor(ip: string, now: number = Date.now(), limit: number = MAX_WRONG_CODES): number {
  const entry = current(ip, now);
  return entry && entry.count >= limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
}

export function recordWrongCode(ip: string, now: number = Date.now()): void {
  const entry = current(ip, now);
  if (entry) entry.count += 1;
  else windows.set(ip, { count: 1, resetAt: now + WRONG_CODE_WINDOW_MS });
  // Bound memory against a flood of spoofed addresses: drop expired windows.
  if (windows.size > 10_000) {
    for (const [key, value] of windows) if (value.resetAt <= now) windows.delete(key);
  }
}

/** Test hook. */
export function resetWrongCodesForTests(): void {
  windows.clear();
}
