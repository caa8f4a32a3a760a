import { TYPEWRITER_TIMINGS } from "@/content/constants";

/**
 * Typewriter as a pure state machine: type one character per 100 ms,
 * hold the whole word 2000 ms, delete one character per 50 ms, then the next
 * word, looping. Kept free of React so the timings are testable on their own.
 */
export type TypewriterPhase = "typing" | "holding" | "deleting";

export interface TypewriterState {
  wordIndex: number;
  /** Characters of the current word shown. */
  length: number;
  phase: TypewriterPhase;
}

export interface TypewriterTimings {
  typeMs: number;
  holdMs: number;
  deleteMs: number;
}

/**
 * Start by holding the first word in full: it is what the server rendered,
 * so hydration changes nothing and no-JS visitors see a whole word.
 */
export function initialTypewriterState(words: readonly string[]): TypewriterState {
  return { wordIndex: 0, length: words[0]?.length ?? 0, phase: "holding" };
}

/** How long the current state lasts before `nextTypewriterState`. */
export function typewriterDelay(state: TypewriterState, timings: TypewriterTimings = TYPEWRITER_TIMINGS): number {
  if (state.phase === "typing") return timings.typeMs;
  if (state.phase === "holding") return timings.holdMs;
  return timings.deleteMs;
}

export function nextTypewriterState(state: TypewriterState, words: readonly string[]): TypewriterState {
  const word = words[state.wordIndex] ?? "";
  switch (state.phase) {
    case "typing": {
      const length = Math.min(state.length + 1, word.length);
      return { ...state, length, phase: length >= word.length ? "holding" : "typing" };
    }
    case "holding":
      return { ...state, phase: "deleting" };
    case "deleting": {
      const length = Math.max(state.length - 1, 0);
      if (length > 0) return { ...state, length };
      return { wordIndex: (state.wordIndex + 1) % Math.max(words.length, 1), length: 0, phase: "typing" };
    }
  }
}

export function typewriterText(state: TypewriterState, words: readonly string[]): string {
  return (words[state.wordIndex] ?? "").slice(0, state.length);
}
