import type { ReactNode } from "react";

export interface ThemeToggleProps {
  className: string;
  /** Both icons; CSS (`dark:`) shows the right one, so nothing flashes. */
  children: ReactNode;
}

/**
 * Light/dark switch. No client code: the inline theme script
 * (lib/theme/no-flash-script.ts) handles its click, so it works from the
 * first paint, before hydration, and stores the choice for the next load.
 */
export function ThemeToggle({ className, children }: ThemeToggleProps) {
  return (
    <button type="button" className={className} aria-label="Toggle dark mode" data-theme-toggle="">
      {children}
    </button>
  );
}
