import type { HubId } from "@/lib/hubs/registry";
import type { DeviceClass, MetricName } from "./metrics";

/** What the speed page shows: the field vitals of a period (lib/backend/stores/vitals.ts reads them). */
export interface MetricSummary {
  /** The 75th percentile (continuous), in the metric's unit. */
  p75: number;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface SpeedRow {
  route: string;
  hub: HubId;
  device: DeviceClass;
  /** Page views measured: the largest sample count among the metrics (a view has one row per metric). */
  views: number;
  metrics: Partial<Record<MetricName, MetricSummary>>;
}

export interface SpeedReport {
  from: string;
  to: string;
  views: number;
  rows: SpeedRow[];
  /** Every UTC day of the period, oldest first. */
  days: string[];
  /** The 75th percentile of each metric per day (null: no sample that day), over every page. */
  daily: Record<MetricName, (number | null)[]>;
}
