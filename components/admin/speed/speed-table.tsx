import type { SpeedReport, SpeedRow } from "@/lib/vitals/report";
import { HUBS } from "@/lib/hubs/registry";
import { METRIC_NAMES, formatMetric, rate, type MetricName } from "@/lib/vitals/metrics";
import { TableScroll } from "../table-scroll";
import { RATING_LABELS, share } from "./speed-format";

const RATING_CLASS = {
  good: "text-foreground",
  "needs-improvement": "text-foreground underline decoration-dotted underline-offset-4",
  poor: "font-bold text-destructive",
} as const;

function MetricCell({ row, metric }: { row: SpeedRow; metric: MetricName }) {
  const m = row.metrics[metric];
  if (!m) {
    return (
      <td className="px-3 py-2 text-right text-muted-foreground" data-metric={metric}>
        —
      </td>
    );
  }
  const rating = rate(metric, m.p75);
  return (
    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums" data-metric={metric} data-rating={rating}>
      <span className={RATING_CLASS[rating]} data-p75={m.p75}>
        {formatMetric(metric, m.p75)}
      </span>
      <span className="sr-only"> ({RATING_LABELS[rating]})</span>
      <span className="block text-xs text-muted-foreground">
        <span title="good">{share(m.good, m.samples)}</span> ·{" "}
        <span title="needs improvement">{share(m.needsImprovement, m.samples)}</span> ·{" "}
        <span title="poor">{share(m.poor, m.samples)}</span>
        <span className="sr-only">
          {" "}
          good, needs improvement and poor of {m.samples} {m.samples === 1 ? "sample" : "samples"}
        </span>
      </span>
    </td>
  );
}

/**
 * Per route pattern, hub and device class: the views, and for each metric
 * its 75th percentile (rated at Google's thresholds) over the share of good,
 * needs-improvement and poor samples.
 */
export function SpeedTable({ report }: { report: SpeedReport }) {
  return (
    <section aria-labelledby="speed-pages" className="space-y-3">
      <h2 id="speed-pages" className="text-lg font-semibold">
        By page, hub and device
      </h2>
      <p className="text-sm text-muted-foreground">
        Each cell: the 75th percentile, then the share of samples that were good · needed improvement · poor. A poor
        75th percentile is in bold red, one that needs improvement is underlined.
      </p>
      <TableScroll label="Speed by page table" className="rounded-lg">
        <table className="w-full text-left text-sm" data-testid="speed-table">
          <caption className="sr-only">
            75th percentile of each metric with the share of good, needs-improvement and poor samples, per route
            pattern, hub and device class, most viewed first
          </caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Page
              </th>
              <th scope="col" className="px-3 py-2">
                Hub
              </th>
              <th scope="col" className="px-3 py-2">
                Device
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Views
              </th>
              {METRIC_NAMES.map((m) => (
                <th key={m} scope="col" className="px-3 py-2 text-right">
                  {m}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.length === 0 ? (
              <tr className="border-t">
                <td colSpan={4 + METRIC_NAMES.length} className="px-3 py-2 text-muted-foreground">
                  No samples in this period.
                </td>
              </tr>
            ) : (
              report.rows.map((row) => (
                <tr
                  key={`${row.route} ${row.hub} ${row.device}`}
                  className="border-t"
                  data-route={row.route}
                  data-hub={row.hub}
                  data-device={row.device}
                >
                  <th scope="row" className="px-3 py-2 font-mono text-xs font-normal">
                    {row.route}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{HUBS[row.hub]?.name ?? row.hub}</td>
                  <td className="px-3 py-2">{row.device}</td>
                  <td className="px-3 py-2 text-right tabular-nums" data-col="views">
                    {row.views}
                  </td>
                  {METRIC_NAMES.map((m) => (
                    <MetricCell key={m} row={row} metric={m} />
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
