"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Navigating to a new path scrolls the window to the top. Not on
 * the first render (the browser restores the position on reload and back),
 * and not when the address names an anchor to scroll to.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
