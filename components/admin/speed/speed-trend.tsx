import type { SpeedReport } from "@/lib/vitals/report";
import { METRIC_NAMES, THRESHOLDS, formatMetric, rate, type MetricName } from "@/lib/vitals/metrics";
import { TableScroll } from "../table-scroll";
import { RATING_LABELS } from "./speed-format";

const WIDTH = 300;
const HEIGHT = 80;
const HEADROOM = 4;

/** What one metric's chart shows, in words: the SVG's accessible name. */
export function trendSummary(metric: MetricName, days: string[], values: (number | null)[]): string {
  const measured = values.flatMap((v, i) => (v === null ? [] : [{ day: days[i], value: v }]));
  if (measured.length === 0) return `${metric}: no samples from ${days[0]} to ${days[days.length - 1]}`;
  const last = measured[measured.length - 1];
  const worst = measured.reduce((a, b) => (b.value > a.value ? b : a));
  return (
    `${metric} 75th percentile per day: ${formatMetric(metric, last.value)} on ${last.day} ` +
    `(${RATING_LABELS[rate(metric, last.value)]}), highest ${formatMetric(metric, worst.value)} on ${worst.day}`
  );
}

/**
 * One metric's daily 75th percentile as server-rendered bars, with dashed
 * lines at Google's good and poor thresholds; no client JavaScript.
 */
function TrendChart({ metric, days, values }: { metric: MetricName; days: string[]; values: (number | null)[] }) {
  const { good, poor } = THRESHOLDS[metric];
  const max = Math.max(poor * 1.1, ...values.map((v) => v ?? 0));
  const y = (v: number) => HEIGHT - (v / max) * (HEIGHT - HEADROOM);
  const slot = WIDTH / days.length;
  const bar = Math.max(1, slot - 2);
  return (
    <figure className="rounded-lg border bg-card p-4 text-card-foreground" data-testid={`speed-trend-${metric}`}>
      <figcaption className="text-sm font-semibold">{metric}</figcaption>
      <svg
        role="img"
        aria-label={trendSummary(metric, days, values)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 h-20 w-full"
      >
        {values.map((v, i) =>
          v === null ? null : (
            <rect
              key={days[i]}
              x={i * slot + (slot - bar) / 2}
              y={y(v)}
              width={bar}
              height={HEIGHT - y(v)}
              className="fill-foreground"
              data-day={days[i]}
              data-value={v}
            >
              <title>{`${days[i]}: ${formatMetric(metric, v)}`}</title>
            </rect>
          ),
        )}
        {[good, poor].map((t) => (
          <line
            key={t}
            x1={0}
            x2={WIDTH}
            y1={y(t)}
            y2={y(t)}
            className="stroke-muted-foreground"
            strokeDasharray="4 3"
            strokeWidth={1}
          />
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden>
        <span>{days[0]}</span>
        <span>{days[days.length - 1]}</span>
      </div>
    </figure>
  );
}

/** The daily 75th percentile of each metric over every page: charts, and the same numbers in a table beside them. */
export function SpeedTrend({ report }: { report: SpeedReport }) {
  return (
    <section aria-labelledby="speed-trend" className="space-y-3">
      <h2 id="speed-trend" className="text-lg font-semibold">
        75th percentile per day, all pages
      </h2>
      <p className="text-sm text-muted-foreground">
        Days in UTC. Dashed lines mark Google&apos;s good and poor thresholds; a day without samples has no bar.
      </p>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid gap-3 self-start">
          {METRIC_NAMES.map((m) => (
            <TrendChart key={m} metric={m} days={report.days} values={report.daily[m]} />
          ))}
        </div>
        <TableScroll
          label="75th percentile per day table"
          className="max-h-[48rem] self-start overflow-y-auto rounded-lg"
        >
          <table className="w-full text-left text-sm" data-testid="speed-trend-table">
            <caption className="sr-only">75th percentile of each metric per UTC day, all pages, oldest first</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                {METRIC_NAMES.map((m) => (
                  <th key={m} scope="col" className="px-3 py-2 text-right">
                    {m}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.days.map((day, i) => (
                <tr key={day} className="border-t" data-day={day}>
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap tabular-nums">
                    {day}
                  </th>
                  {METRIC_NAMES.map((m) => {
                    const v = report.daily[m][i];
                    return (
                      <td key={m} className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums" data-metric={m}>
                        {v === null ? "—" : formatMetric(m, v)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}
