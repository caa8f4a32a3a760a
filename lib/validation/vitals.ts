import { z } from "zod";
import { HUB_IDS } from "@/lib/hubs/registry";
import { CONNECTION_TYPES, DEVICE_CLASSES, METRIC_NAMES } from "@/lib/vitals/metrics";

/** A route pattern as the app router writes it: `/`, `/pricing`, `/clients/[clientId]`, `/_not-found`; no query, no values. */
const ROUTE_PATTERN = /^\/(?:(?:[a-z0-9_-]+|\[[A-Za-z]+\])(?:\/(?:[a-z0-9_-]+|\[[A-Za-z]+\]))*)?$/;

/** Ten minutes: longer is a page left open, not a measurement. CLS stays far below its cap. */
const MAX_TIME_MS = 600_000;

const metricSchema = z.strictObject({
  name: z.enum(METRIC_NAMES),
  value: z.number().finite().nonnegative().max(MAX_TIME_MS),
});

/**
 * One field-vitals beacon: the page view's metrics with where they were
 * measured (route pattern, hub, device class, connection type). Nothing in
 * it names the visitor; `view` is a random id the page drew at load.
 */
export const vitalsBeaconSchema = z.strictObject({
  view: z.string().regex(/^[0-9a-f]{16,32}$/),
  route: z.string().max(100).regex(ROUTE_PATTERN),
  hub: z.enum(HUB_IDS),
  device: z.enum(DEVICE_CLASSES),
  connection: z.enum(CONNECTION_TYPES).optional(),
  metrics: z
    .array(metricSchema)
    .min(1)
    .max(METRIC_NAMES.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, "Each metric at most once"),
});

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
