"use client";

import { useTypewriter } from "./use-typewriter";

export interface TypewriterProps {
  words: readonly string[];
  className?: string;
}

/**
 * The animated part of the hero headline. It is aria-hidden: the full list
 * of words sits beside it as visually hidden text in the server HTML.
 */
export function Typewriter({ words, className }: TypewriterProps) {
  const { text, phase } = useTypewriter(words);
  return (
    <span aria-hidden="true" data-testid="typewriter" data-phase={phase} className={className}>
      {/* The caret is this span's border: it grows with the text instead of moving (no layout shift). */}
      <span className="border-r-2 border-current pr-1">{text || "\u200b"}</span>
    </span>
  );
}
