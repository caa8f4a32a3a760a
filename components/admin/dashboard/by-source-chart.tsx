import type { SourceRow } from "@/lib/attribution/types";
import { LEAD_STATUSES } from "@/lib/types/backend";
import { TableScroll } from "../table-scroll";
import { formatPercent, STATUS_LABELS } from "./format";

const WIDTH = 300;
const ROW = 22;
const LABEL = 120;
/** Bars drawn; the table beside lists every row. */
const MAX_BARS = 10;
/** Statuses whose share is shown: "new" is every lead. */
const REACHED = LEAD_STATUSES.filter((s) => s !== "new");

const plural = (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`;
const clip = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What the chart shows, in words: the SVG's accessible name. */
export function breakdownSummary(title: string, rows: readonly SourceRow[], label: (key: string) => string): string {
  if (rows.length === 0) return `${title}: no leads in this period`;
  const top = rows.slice(0, 3).map((r) => `${label(r.key)} ${r.leads}`);
  return `${title}: ${rows.length} ${rows.length === 1 ? "group" : "groups"}; most leads from ${top.join(", ")}`;
}

export interface BreakdownProps {
  /** Names the section, its heading id and its test hooks. */
  id: string;
  title: string;
  /** The first column's heading ("Source", "Hub"...). */
  column: string;
  rows: readonly SourceRow[];
  label?: (key: string) => string;
}

/**
 * One breakdown: a bar chart of leads per group (server-rendered SVG, one
 * scale, no client JavaScript) with the same numbers in a table beside it,
 * plus the share of each group's leads that reached every pipeline status.
 */
export function Breakdown({ id, title, column, rows, label = (key) => key }: BreakdownProps) {
  const shown = rows.slice(0, MAX_BARS);
  const max = Math.max(1, ...shown.map((r) => r.leads));
  const height = Math.max(1, shown.length) * ROW;
  return (
    <section aria-labelledby={`by-${id}`} className="space-y-3" data-testid={`by-${id}`}>
      <h3 id={`by-${id}`} className="text-base font-semibold">
        {title}
      </h3>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <figure className="rounded-lg border bg-card p-4 text-card-foreground" data-testid={`by-${id}-chart`}>
          <figcaption className="text-sm text-muted-foreground">
            Leads per {column.toLowerCase()}
            {rows.length > MAX_BARS ? ` (top ${MAX_BARS})` : ""}
          </figcaption>
          <svg
            role="img"
            aria-label={breakdownSummary(title, rows, label)}
            viewBox={`0 0 ${WIDTH} ${height}`}
            className="mt-3 h-auto w-full"
          >
            {shown.length === 0 ? (
              <text x={0} y={ROW - 7} className="fill-muted-foreground text-[11px]">
                No leads
              </text>
            ) : (
              shown.map((row, i) => {
                const w = Math.max(1, (row.leads / max) * (WIDTH - LABEL - 30));
                return (
                  <g key={row.key} data-key={row.key} data-value={row.leads}>
                    <title>{`${label(row.key)}: ${plural(row.leads)}`}</title>
                    <text x={0} y={i * ROW + ROW - 7} className="fill-foreground text-[11px]">
                      {clip(label(row.key))}
                    </text>
                    <rect x={LABEL} y={i * ROW + 4} width={w} height={ROW - 8} className="fill-foreground" />
                    <text x={LABEL + w + 4} y={i * ROW + ROW - 7} className="fill-foreground text-[11px] tabular-nums">
                      {row.leads}
                    </text>
                  </g>
                );
              })
            )}
          </svg>
        </figure>
        <TableScroll label={`${title} table`} className="self-start rounded-lg">
          <table className="w-full text-left text-sm" data-testid={`by-${id}-table`}>
            <caption className="sr-only">{`${title}: leads, and the share that reached each pipeline status`}</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {column}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Leads
                </th>
                {REACHED.map((status) => (
                  <th key={status} scope="col" className="px-3 py-2 text-right">
                    {STATUS_LABELS[status]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr className="border-t">
                  <td colSpan={2 + REACHED.length} className="px-3 py-2 text-muted-foreground">
                    No leads in this period.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key} className="border-t" data-key={row.key}>
                    <th scope="row" className="px-3 py-1.5 font-normal break-all">
                      {label(row.key)}
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums" data-col="leads">
                      {row.leads}
                    </td>
                    {REACHED.map((status) => (
                      <td key={status} className="px-3 py-1.5 text-right tabular-nums" data-col={status}>
                        {formatPercent(row.reached[status] / row.leads)}
                        <span className="sr-only"> ({row.reached[status]})</span>
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </div>
    </section>
  );
}
