"use client";

import { useSyncExternalStore } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { currentTheme, subscribeTheme } from "@/lib/theme/theme";
import { toastColorVariables } from "@/lib/toast/colors";

/** The second toast system's constants: three visible, 4000 ms, 356 px wide, 14 px gap. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

export function Toaster(props: ToasterProps) {
  // The theme on screen, for sonner and for the colors it is given alike.
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => "light" as const);
  return (
    <Sonner
      theme={theme}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      gap={TOAST_GAP_PX}
      richColors
      closeButton
      style={{ "--width": `${TOAST_WIDTH_PX}px`, ...toastColorVariables(theme) } as React.CSSProperties}
      {...props}
    />
  );
}
