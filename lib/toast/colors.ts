/**
 * The toast colors, per theme: sonner's rich colors with every text at
 * least 4.5:1 on its background (WCAG AA; sonner's own light error, success,
 * info and warning text fall short). The Toaster sets them as its CSS
 * variables, so they travel with the toast code, not with every page's CSS.
 */
export type ToastTheme = "light" | "dark";
export type ToastTone = "normal" | "success" | "info" | "warning" | "error";

export interface ToastColor {
  bg: string;
  border: string;
  text: string;
}

export const TOAST_COLORS: Record<ToastTheme, Record<ToastTone, ToastColor>> = {
  light: {
    normal: { bg: "#ffffff", border: "#ededed", text: "#171717" },
    success: { bg: "#ecfdf3", border: "#bffcd9", text: "#00802b" },
    info: { bg: "#f0f8ff", border: "#dae1fd", text: "#096bce" },
    warning: { bg: "#fffcf0", border: "#fdf1b1", text: "#a65907" },
    error: { bg: "#fff0f0", border: "#ffe0e1", text: "#d60000" },
  },
  dark: {
    normal: { bg: "#000000", border: "#333333", text: "#fcfcfc" },
    success: { bg: "#001f0f", border: "#003d1c", text: "#59f3a6" },
    info: { bg: "#000d1f", border: "#18223e", text: "#5896f3" },
    warning: { bg: "#1d1f00", border: "#2e2e00", text: "#f3cf58" },
    error: { bg: "#2d0607", border: "#4d0408", text: "#ff9ea1" },
  },
};

/** The Toaster's CSS variables for a theme (`--error-text`, `--normal-bg`, …). */
export function toastColorVariables(theme: ToastTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [tone, color] of Object.entries(TOAST_COLORS[theme])) {
    vars[`--${tone}-bg`] = color.bg;
    vars[`--${tone}-border`] = color.border;
    vars[`--${tone}-text`] = color.text;
  }
  return vars;
}
