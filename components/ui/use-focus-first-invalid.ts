"use client";

import { useCallback, useLayoutEffect, useState } from "react";
import { focusFirstInvalid } from "@/lib/browser/focus-field";

/**
 * Returns `request(root)`: once the errors set in the same update are on
 * screen (`aria-invalid` written), the first invalid control inside `root`
 * gets focus and is scrolled into view. Called on submit only, never while
 * the visitor types, so checking a field again never moves the caret.
 */
export function useFocusFirstInvalid(): (root: HTMLElement | null | undefined) => void {
  // A new object per request, so asking twice with the same errors still runs.
  const [pending, setPending] = useState<{ root: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    if (pending?.root.isConnected) focusFirstInvalid(pending.root);
  }, [pending]);
  return useCallback((root) => {
    if (root) setPending({ root });
  }, []);
}
