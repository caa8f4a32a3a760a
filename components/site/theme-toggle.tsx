"use client";

import type { ReactNode } from "react";
import { currentTheme, setTheme } from "@/lib/theme/theme";

export interface ThemeToggleProps {
  className: string;
  /** Both icons, rendered on the server; CSS (`dark:`) shows the right one, so nothing flashes. */
  children: ReactNode;
}

/** Light/dark switch: the choice is stored and applied at once; the no-flash script applies it on the next load. */
export function ThemeToggle({ className, children }: ThemeToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label="Toggle dark mode"
      onClick={() => setTheme(currentTheme() === "dark" ? "light" : "dark")}
    >
      {children}
    </button>
  );
}
