import type { CSSProperties } from "react";
import { HUB_IDS, HUBS, type HubId } from "@/lib/hubs/registry";
import { TableScroll } from "../table-scroll";

const WIDTH = 300;
const HEIGHT = 80;
/** Room above the tallest bar, so it does not touch the frame. */
const HEADROOM = 4;

export interface LeadsPerDayProps {
  /** YYYY-MM-DD, oldest first. */
  days: string[];
  leadsPerDay: Record<HubId, number[]>;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const plural = (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`;

/** What the chart shows, in words: the SVG's accessible name. */
export function chartSummary(hub: HubId, days: string[], counts: number[]): string {
  const total = sum(counts);
  const name = HUBS[hub].name;
  if (total === 0) return `${name}: no leads in the last ${days.length} days`;
  const max = Math.max(...counts);
  const busiest = days[counts.indexOf(max)];
  return `${name}: ${plural(total)} in the last ${days.length} days, most on ${busiest} (${max})`;
}

/**
 * One small bar chart, server-rendered SVG in the hub's color: the AA text
 * shade for each theme, so bars stand out from the card (3:1 at least).
 * Every hub's chart has the same scale, so their heights compare.
 */
function HubChart({ hub, days, counts, max }: { hub: HubId; days: string[]; counts: number[]; max: number }) {
  const slot = WIDTH / days.length;
  const bar = Math.max(1, slot - 2);
  const colors = {
    "--bar": HUBS[hub].colors.primaryText,
    "--bar-dark": HUBS[hub].colors.primaryTextDark,
  } as CSSProperties;
  return (
    <figure className="rounded-lg border bg-card p-4 text-card-foreground" data-hub-chart={hub}>
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 font-semibold">
          <span aria-hidden className="size-3 rounded-sm bg-(--bar) dark:bg-(--bar-dark)" style={colors} />
          {HUBS[hub].name}
        </span>
        <span className="text-muted-foreground tabular-nums">{plural(sum(counts))}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={chartSummary(hub, days, counts)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-20 w-full"
        style={colors}
      >
        {counts.map((n, i) => {
          if (n === 0) return null;
          const h = max > 0 ? (n / max) * (HEIGHT - HEADROOM) : 0;
          return (
            <rect
              key={days[i]}
              x={i * slot + (slot - bar) / 2}
              y={HEIGHT - h}
              width={bar}
              height={h}
              className="fill-(--bar) dark:fill-(--bar-dark)"
              data-day={days[i]}
              data-value={n}
            >
              <title>{`${days[i]}: ${plural(n)}`}</title>
            </rect>
          );
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-muted-foreground"
          strokeWidth={1}
        />
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums" aria-hidden>
        <span>{days[0]}</span>
        <span>{days[days.length - 1]}</span>
      </div>
    </figure>
  );
}

/**
 * Leads per UTC day, one chart per hub, with no client JavaScript; the same
 * numbers follow as a table that works with JavaScript off and reads well in
 * a screen reader.
 */
export function LeadsPerDay({ days, leadsPerDay }: LeadsPerDayProps) {
  const max = Math.max(0, ...HUB_IDS.flatMap((id) => leadsPerDay[id]));
  const totals = days.map((_, i) => sum(HUB_IDS.map((id) => leadsPerDay[id][i] ?? 0)));
  return (
    <section aria-labelledby="leads-per-day" className="space-y-3">
      <h2 id="leads-per-day" className="text-lg font-semibold">
        Leads per day (last 30 days)
      </h2>
      <p className="text-sm text-muted-foreground">
        Days in UTC. Every chart has the same scale: {max} at full height.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {HUB_IDS.map((id) => (
          <HubChart key={id} hub={id} days={days} counts={leadsPerDay[id]} max={max} />
        ))}
      </div>
      <details className="rounded-lg border bg-card text-card-foreground" data-testid="leads-per-day-details">
        <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-medium">Show as table</summary>
        <TableScroll label="Leads per day table" className="rounded-none border-x-0 border-b-0">
          <table className="w-full text-left text-sm" data-testid="leads-per-day-table">
            <caption className="sr-only">Leads per UTC day and hub, last 30 days, oldest first</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                {HUB_IDS.map((id) => (
                  <th key={id} scope="col" className="px-3 py-2 text-right">
                    {HUBS[id].name}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right">
                  All hubs
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t">
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap tabular-nums">
                    {day}
                  </th>
                  {HUB_IDS.map((id) => (
                    <td key={id} className="px-3 py-1.5 text-right tabular-nums" data-hub={id}>
                      {leadsPerDay[id][i] ?? 0}
                    </td>
                  ))}
                  <td className="px-3 py-1.5 text-right font-medium tabular-nums" data-hub="all">
                    {totals[i]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </section>
  );
}
