"use client";

import type { ReactNode } from "react";
import { useTheme } from "next-themes";

export interface ThemeToggleProps {
  className: string;
  /** Both icons, rendered on the server; CSS (`dark:`) shows the right one, so nothing flashes. */
  children: ReactNode;
}

/** Light/dark switch. next-themes persists the choice and sets `class="dark"` before paint. */
export function ThemeToggle({ className, children }: ThemeToggleProps) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      className={className}
      aria-label="Toggle dark mode"
      onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
    >
      {children}
    </button>
  );
}
