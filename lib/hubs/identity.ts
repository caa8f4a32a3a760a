/**
 * What sets each hub apart beyond its name and colors: its heading face and
 * the support line and hours the footer gives. Server-only data, kept out of
 * the registry that client components bundle.
 */
import type { HubId } from "./registry";

/** A hub's heading face: a system font stack and its treatment (no font file to fetch). */
export interface HubHeading {
  family: string;
  weight: number;
  /** letter-spacing */
  tracking: string;
  /** Average advance of a bold lowercase letter in em: fits the typewriter on one line. */
  charWidth: number;
}

export interface HubIdentity {
  heading: HubHeading;
  /** Support line as dialled (E.164) and as written. */
  supportPhone: { e164: string; display: string };
  supportHours: string;
}

export const HUB_IDENTITY = {
  marque: {
    heading: {
      family: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "DejaVu Serif", serif',
      weight: 700,
      tracking: "-0.01em",
      charWidth: 0.6,
    },
    supportPhone: { e164: "+18435550199", display: "(843) 555-0199" },
    supportHours: "Mon–Fri 9 AM–6 PM ET",
  },
  percytech: {
    heading: {
      family: '"Avenir Next Condensed", "Roboto Condensed", "Arial Narrow", "Liberation Sans Narrow", sans-serif',
      weight: 700,
      tracking: "-0.005em",
      charWidth: 0.48,
    },
    supportPhone: { e164: "+14805550199", display: "(480) 555-0199" },
    supportHours: "Mon–Fri 8 AM–6 PM MT",
  },
  percymd: {
    heading: {
      family: '"Avenir Next", Avenir, "Segoe UI", Candara, "Liberation Sans", sans-serif',
      weight: 600,
      tracking: "0",
      charWidth: 0.56,
    },
    supportPhone: { e164: "+16085550199", display: "(608) 555-0199" },
    supportHours: "Mon–Fri 7 AM–7 PM CT",
  },
  percytext: {
    heading: {
      family: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Verdana, "DejaVu Sans", sans-serif',
      weight: 800,
      tracking: "-0.025em",
      charWidth: 0.64,
    },
    supportPhone: { e164: "+19285550199", display: "(928) 555-0199" },
    supportHours: "Mon–Sat 9 AM–5 PM MT",
  },
} as const satisfies Record<HubId, HubIdentity>;

export function hubIdentity(id: HubId): HubIdentity {
  return HUB_IDENTITY[id];
}
