import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/** False in the server's HTML and while hydrating; true once this script runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
