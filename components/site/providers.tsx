"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {/* One provider for the whole page, so SPEC §9's 300 ms skip delay works between tooltips. */}
      <TooltipProvider>{children}</TooltipProvider>
    </ThemeProvider>
  );
}
