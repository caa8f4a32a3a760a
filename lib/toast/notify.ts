import type { ReactNode } from "react";
import { toast, type ExternalToast } from "sonner";

import type { ToastVariant } from "./variants";

export { TOAST_VARIANTS, type ToastVariant } from "./variants";

export interface NotifyOptions extends ExternalToast {
  variant?: ToastVariant;
}

/** Show a toast; returns its id (pass it as `id` to update a loading toast in place, or to dismissToast). */
export function notify(title: ReactNode, { variant = "default", ...options }: NotifyOptions = {}): string | number {
  switch (variant) {
    case "destructive":
    case "error":
      return toast.error(title, options);
    case "success":
      return toast.success(title, options);
    case "info":
      return toast.info(title, options);
    case "warning":
      return toast.warning(title, options);
    case "loading":
      return toast.loading(title, options);
    default:
      return toast(title, options);
  }
}

export function dismissToast(id?: string | number): void {
  toast.dismiss(id);
}

/** Dismisses every error (and destructive) toast still on screen, leaving the others. */
export function dismissErrorToasts(): void {
  for (const shown of toast.getToasts()) {
    if ("type" in shown && shown.type === "error") toast.dismiss(shown.id);
  }
}
