"use client";

import { ThemeProvider } from "next-themes";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";

type ToasterComponent = ComponentType<Record<string, never>>;

/**
 * The toast region (SPEC §2), fetched right after hydration instead of with
 * the page: sonner is ~10 kB of gzip that neither first paint nor hydration
 * needs (issue 2 budget). No timer is involved, so tests that fake the clock
 * still see toasts, and nothing is lost meanwhile: sonner replays toasts
 * raised before its Toaster subscribes.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    import("@/components/ui/sonner").then((m) => {
      if (!cancelled) setToaster(() => m.Toaster as ToasterComponent);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
      <DeferredToaster />
    </ThemeProvider>
  );
}
