/**
 * Color arithmetic for the hub palettes: WCAG contrast, sRGB mixing, and
 * the text shades and surface tints each hub's three colors get in light
 * and dark. Pure and deterministic: the registry's hex values go in, the CSS
 * variables of `hubStyle()` and the contrast test read the same results.
 */
import type { Hub } from "./registry";

/** The neutral page surfaces of app/globals.css (the contrast test checks they match). */
export const NEUTRALS = {
  light: {
    background: "#ffffff",
    card: "#ffffff",
    muted: "#f2f4f7",
    accent: "#eef0f3",
    foreground: "#111418",
    mutedForeground: "#4b5563",
  },
  dark: {
    background: "#0d1014",
    card: "#151a20",
    muted: "#1f262e",
    accent: "#232b34",
    foreground: "#f3f5f7",
    mutedForeground: "#aab2bd",
  },
} as const;

export type Theme = keyof typeof NEUTRALS;

/** WCAG AA for body text. */
export const AA = 4.5;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` of `color` over `base`, mixed per sRGB channel (what `color-mix(in srgb)` does). */
export function mix(color: string, base: string, amount: number): string {
  const a = channels(color);
  const b = channels(base);
  return toHex(a.map((c, i) => c * amount + b[i] * (1 - amount)));
}

/** The tinted section backgrounds: a hub color washed into the page. */
export const TINT = { light: 0.14, dark: 0.16 } as const;

export function tint(color: string, theme: Theme): string {
  return mix(color, NEUTRALS[theme].background, TINT[theme]);
}

/**
 * The hub color itself when it already reads at AA on every surface, else
 * the nearest shade toward black (light) or white (dark) that does.
 */
export function readableShade(color: string, surfaces: readonly string[], theme: Theme): string {
  const toward = theme === "light" ? "#000000" : "#ffffff";
  for (let step = 0; step <= 100; step += 2) {
    const candidate = mix(toward, color, step / 100);
    if (surfaces.every((s) => contrast(candidate, s) >= AA + 0.05)) return candidate;
  }
  return toward;
}

/** Every surface brand text may sit on, per theme: the neutrals and the two tints. */
export function textSurfaces(hub: Hub, theme: Theme): string[] {
  const n = NEUTRALS[theme];
  return [n.background, n.card, n.muted, n.accent, tint(hub.colors.secondary, theme), tint(hub.colors.accent, theme)];
}

export interface HubPalette {
  /** Text shades of the secondary and accent colors (AA on every surface). */
  secondaryText: string;
  accentText: string;
  /** Section backgrounds washed with the secondary and accent colors. */
  secondaryTint: string;
  accentTint: string;
}

export function hubPalette(hub: Hub, theme: Theme): HubPalette {
  const surfaces = textSurfaces(hub, theme);
  return {
    secondaryText: readableShade(hub.colors.secondary, surfaces, theme),
    accentText: readableShade(hub.colors.accent, surfaces, theme),
    secondaryTint: tint(hub.colors.secondary, theme),
    accentTint: tint(hub.colors.accent, theme),
  };
}

/** CIE76 distance in CIELAB (D65): how far apart two hub colors look. */
export function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116));
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}
