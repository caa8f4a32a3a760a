"use client";

import { ThemeProvider } from "next-themes";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";

type ToasterComponent = ComponentType<Record<string, never>>;

/**
 * The toast region (SPEC §2), loaded once the page is idle: sonner is ~10 KB
 * of gzip that no first paint needs (issue 2 budget). Nothing is lost by the
 * delay: sonner replays toasts raised before its Toaster subscribes.
 */
function DeferredToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      import("@/components/ui/sonner").then((m) => {
        if (!cancelled) setToaster(() => m.Toaster as ToasterComponent);
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const handle = idle(load);
    return () => {
      cancelled = true;
      (window.cancelIdleCallback ?? window.clearTimeout)(handle);
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
