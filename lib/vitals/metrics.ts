/** The metrics a page reports, by the names web-vitals gives them. */
export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const DEVICE_CLASSES = ["phone", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The Network Information API's effective types. */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/**
 * Google's thresholds: a value up to `good` is good, over `poor` is poor,
 * between them needs improvement. Times in milliseconds; CLS has no unit.
 */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type Rating = "good" | "needs-improvement" | "poor";

export function rate(metric: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** The device class from the viewport: under the md breakpoint (768 px) is a phone. */
export const PHONE_MAX_WIDTH_PX = 767;

/** A value as the speed page shows it: seconds for the loading times, ms for INP, 2 decimals for CLS. */
export function formatMetric(metric: MetricName, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  if (metric === "INP") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}
