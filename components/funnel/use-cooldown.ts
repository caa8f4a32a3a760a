"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * A resend cooldown (SPEC §4): `start(ms)` disables for that long and
 * `seconds` counts down for the label. Time comes from `Date.now()` and
 * timers, so Playwright's clock and jest's fake timers drive it.
 */
export function useCooldown(initialMs = 0) {
  const [until, setUntil] = useState<number>(() => (initialMs > 0 ? Date.now() + initialMs : 0));
  const [now, setNow] = useState<number>(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(1_000, until - now));
    return () => window.clearTimeout(id);
  }, [until, now]);

  const start = useCallback((ms: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + ms);
  }, []);

  const remaining = Math.max(0, until - now);
  return { active: remaining > 0, seconds: Math.ceil(remaining / 1_000), start };
}
