import type { ReactNode } from "react";
import type { NotifyOptions } from "./notify";

let notifyModule: Promise<typeof import("./notify")> | undefined;
// One promise for every call, so toasts and dismissals run in the order they were asked for.
const load = () => (notifyModule ??= import("./notify"));

/**
 * notify() for pages that rarely toast: the toast library loads on the first
 * call instead of with the page.
 */
export function notifyDeferred(title: ReactNode, options?: NotifyOptions): void {
  void load().then(({ notify }) => notify(title, options));
}

/**
 * Takes down the error toasts shown so far (a success must not sit under an
 * old failure). Loads nothing when this page has not toasted yet.
 */
export function dismissErrorToastsDeferred(): void {
  if (notifyModule) void notifyModule.then(({ dismissErrorToasts }) => dismissErrorToasts());
}
