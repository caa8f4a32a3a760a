import { useSyncExternalStore } from "react";
import { readSession, type StorageKey } from "@/lib/funnel/storage";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * A session-storage value, read without an effect. `undefined` means "not
 * known yet" (server render, hydration): callers show their loading shell
 * instead of treating the key as missing.
 */
export function useSessionValue(key: StorageKey): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readSession(key),
    () => undefined,
  );
}
