import { useCallback, useEffect, useState } from "react";

/**
 * A resend cooldown: `start(ms)` disables for that long and
 * `seconds` counts down for the label. Time comes from `Date.now()` and
 * timers, so Playwright's clock and jest's fake timers drive it.
 */
export function useCooldown(initialMs = 0) {
  const [until, setUntil] = useState<number>(() => (initialMs > 0 ? Date.now() + initialMs : 0));
  const [now, setNow] = useState<number>(() => Date.now());

  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    // Timers are set once per cooldown, not re-armed from each render, so a
    // clock jumped forward (Playwright's runFor, jest fake timers) lands exactly.
    const tick = () => setNow(Date.now());
    const label = window.setInterval(tick, 1_000);
    const end = window.setTimeout(() => {
      window.clearInterval(label);
      tick();
    }, left);
    return () => {
      window.clearInterval(label);
      window.clearTimeout(end);
    };
  }, [until]);

  const start = useCallback((ms: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + ms);
  }, []);

  const remaining = Math.max(0, until - now);
  return { active: remaining > 0, seconds: Math.ceil(remaining / 1_000), start };
}
