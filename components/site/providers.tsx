"use client";

import { ThemeProvider } from "next-themes";
import { THEME_STORAGE_KEY } from "@/lib/theme/no-flash-script";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";

type ToasterComponent = ComponentType<Record<string, never>>;

/**
 * The toast region, fetched right after hydration instead of with
 * the page: sonner is ~10 kB of gzip that neither first paint nor hydration
 * needs (JavaScript budget). No timer is involved, so tests that fake the clock
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

/**
 * next-themes' own inline script cannot be allowed by the admin pages' CSP
 * (its text comes from the bundled library), so it is rendered inert and
 * HubDocument renders NO_FLASH_THEME_SCRIPT, whose hash the policy lists.
 */
const INERT_SCRIPT = { type: "application/json" } as const;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      scriptProps={INERT_SCRIPT}
    >
      {children}
      <DeferredToaster />
    </ThemeProvider>
  );
}
