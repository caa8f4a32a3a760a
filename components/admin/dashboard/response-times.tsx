import Link from "next/link";
import type { ResponseMedian, ResponseTimes } from "@/lib/backend/types";
import { TableScroll } from "../table-scroll";
import { formatMinutes } from "../format";

/** A median wait in staff hours: "under a minute", "7 min", "1 h 05 min". */
function median(seconds: number): string {
  return seconds < 60 ? "under a minute" : formatMinutes(Math.round(seconds / 60));
}

function MedianTable({
  id,
  title,
  rows,
  keyLabel,
}: {
  id: string;
  title: string;
  rows: ResponseMedian[];
  keyLabel: string;
}) {
  return (
    <div className="space-y-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No first answers in the last 30 days.</p>
      ) : (
        <TableScroll label={title} className="rounded-lg">
          <table className="w-full text-left text-sm" data-testid={`${id}-table`}>
            <caption className="sr-only">{title}, last 30 days, in staff hours</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {keyLabel}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Median first response
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Leads answered
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t" data-row={row.key}>
                  <th scope="row" className="max-w-[16rem] truncate px-3 py-2 font-medium">
                    {row.key}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{median(row.medianSeconds)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.leads.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

/** The first-response clock on the dashboard: what is overdue now, and how fast leads were answered in 30 days. */
export function ResponseTimesPanel({ responses }: { responses: ResponseTimes }) {
  const overdue = `${responses.overdue.toLocaleString("en-US")}${responses.overdueKind === "at-least" ? "+" : ""}`;
  return (
    <section aria-labelledby="response-times" className="space-y-3">
      <h2 id="response-times" className="text-lg font-semibold">
        First response
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border bg-card p-4" data-stat="overdue">
          <dt className="text-sm text-muted-foreground">Overdue now</dt>
          <dd
            className={`mt-1 text-2xl font-semibold tabular-nums ${responses.overdue > 0 ? "text-destructive" : ""}`}
            data-testid="stat-overdue"
          >
            <Link href="/admin/leads?view=overdue" className="underline-offset-4 hover:underline">
              {overdue}
            </Link>
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">New leads past their target with no answer yet</dd>
        </div>
        <div className="rounded-lg border bg-card p-4" data-stat="median-response">
          <dt className="text-sm text-muted-foreground">Median first response (30 days)</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid="stat-median-response">
            {responses.overall ? median(responses.overall.medianSeconds) : "—"}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">
            {responses.overall
              ? `Over ${responses.overall.leads.toLocaleString("en-US")} leads answered, counted in staff hours`
              : "No first answers in the last 30 days"}
          </dd>
        </div>
      </dl>
      <div className="grid gap-6 xl:grid-cols-2">
        <MedianTable id="response-by-owner" title="First response by owner" rows={responses.byOwner} keyLabel="Owner" />
        <MedianTable
          id="response-by-source"
          title="First response by source"
          rows={responses.bySource}
          keyLabel="Source"
        />
      </div>
    </section>
  );
}
