"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** Throws once rendering in the browser (not on the server), like a client-only bug would. */
export function ThrowWhileRendering() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (inBrowser) throw new Error("Crash test: thrown while rendering");
  return null;
}
