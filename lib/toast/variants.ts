/**
 * Toast variants, all on the one sonner Toaster (components/ui/sonner.tsx).
 * `destructive` is the spec's name for a failure toast: sonner's error styling.
 */
export const TOAST_VARIANTS = ["default", "destructive", "success", "info", "warning", "error", "loading"] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];
