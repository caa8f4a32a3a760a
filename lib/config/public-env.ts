/**
 * Build-time public values (NEXT_PUBLIC_*). Next inlines each literal `process.env.NEXT_PUBLIC_X` into the
 * browser bundle, so these are read here, by name; everything else the server reads goes through
 * lib/config/server-env.ts. No other module reads process.env.
 */

/**
 * The share of page views that measure and send their field vitals, from 0
 * to 1 (default 1: every view). Set at build time with
 * NEXT_PUBLIC_VITALS_SAMPLE_RATE (the pages are prerendered, so the browser
 * reads it from the bundle); anything that is not a number from 0 to 1 is 1.
 */
export const VITALS_SAMPLE_RATE = sampleRate(process.env.NEXT_PUBLIC_VITALS_SAMPLE_RATE);

export function sampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const rate = Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1;
}
