"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import {
  initialTypewriterState,
  nextTypewriterState,
  typewriterDelay,
  typewriterText,
} from "./typewriter-machine";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** True when the visitor asked for less motion; false on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** The typewriter's visible text; static (first word) when motion is reduced. */
export function useTypewriter(words: readonly string[]): string {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState(() => initialTypewriterState(words));

  useEffect(() => {
    if (reduced || words.length === 0) return;
    const timer = setTimeout(() => setState((s) => nextTypewriterState(s, words)), typewriterDelay(state));
    return () => clearTimeout(timer);
  }, [state, words, reduced]);

  return reduced ? (words[0] ?? "") : typewriterText(state, words);
}
