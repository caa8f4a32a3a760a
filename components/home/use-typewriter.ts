import { useEffect, useState, useSyncExternalStore } from "react";
import {
  initialTypewriterState,
  nextTypewriterState,
  typewriterDelay,
  typewriterText,
  type TypewriterPhase,
} from "./typewriter-machine";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const noSubscription = () => () => {};

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

export interface TypewriterView {
  text: string;
  /** "static" on the server, before hydration and under reduced motion. */
  phase: TypewriterPhase | "static";
}

/** Typewriter driven by timeouts; static (first word) when motion is reduced. */
export function useTypewriter(words: readonly string[]): TypewriterView {
  const reduced = usePrefersReducedMotion();
  // false while hydrating, true after: the animation starts on the client only.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [state, setState] = useState(() => initialTypewriterState(words));
  const animating = hydrated && !reduced && words.length > 0;

  useEffect(() => {
    if (!animating) return;
    const timer = setTimeout(() => setState((s) => nextTypewriterState(s, words)), typewriterDelay(state));
    return () => clearTimeout(timer);
  }, [state, words, animating]);

  if (!animating) return { text: words[0] ?? "", phase: "static" };
  return { text: typewriterText(state, words), phase: state.phase };
}
