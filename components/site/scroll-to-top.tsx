"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** SPEC §2: navigating to a new path scrolls the window to the top. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
