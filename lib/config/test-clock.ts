/**
 * The server's clock: real time, unless a test moved it. End-to-end tests of rules that depend on the hour
 * (a state's sending window, a lead's response target) set it through POST /api/test-hooks/clock, which
 * answers only with the test hooks on (E2E_TEST_HOOKS, refused by every start but the test build's). The
 * offset lives on globalThis: Next may load this module once per route bundle, and they must agree.
 */
const KEY = Symbol.for("marque.serverClockOffsetMs");
type ClockHolder = { [KEY]?: number };

/** Now, as the server's rules read it. */
export function serverNow(): Date {
  return new Date(Date.now() + ((globalThis as ClockHolder)[KEY] ?? 0));
}

/** Moves the clock so that it reads `at` now and runs on from there; null puts it back on real time. */
export function setServerNow(at: Date | null): void {
  (globalThis as ClockHolder)[KEY] = at ? at.getTime() - Date.now() : 0;
}
