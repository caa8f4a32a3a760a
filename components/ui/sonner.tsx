"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/** The second toast system's constants: three visible, 4000 ms, 356 px wide, 14 px gap. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={(resolvedTheme as ToasterProps["theme"]) ?? "system"}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      style={{ "--width": `${TOAST_WIDTH_PX}px` } as React.CSSProperties}
      {...props}
    />
  );
}
