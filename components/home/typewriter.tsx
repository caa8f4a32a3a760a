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
      {text}
      <span className="ml-0.5 inline-block w-[2px] animate-pulse bg-current align-baseline motion-reduce:animate-none">
        &#8203;
      </span>
    </span>
  );
}
