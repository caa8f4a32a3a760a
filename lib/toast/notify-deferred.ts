import type { ReactNode } from "react";
import type { NotifyOptions } from "./notify";

/**
 * notify() for pages that rarely toast: the toast library loads on the first
 * call instead of with the page.
 */
export function notifyDeferred(title: ReactNode, options?: NotifyOptions): void {
  void import("./notify").then(({ notify }) => notify(title, options));
}
