import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import { TableScroll } from "../table-scroll";
import type { DashboardMetrics, LeadTotals } from "@/lib/types/backend";
import { formatPercent } from "./format";

/** Email and SMS opt-in per hub and overall: counts and the share of leads. */
export function OptInTable({ hubs, overall }: Pick<DashboardMetrics, "hubs" | "overall">) {
  const rows: { key: string; label: string; totals: LeadTotals }[] = [
    ...HUB_IDS.map((id) => ({ key: id, label: HUBS[id].name, totals: hubs[id] })),
    { key: "all", label: "All hubs", totals: overall },
  ];
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <section aria-labelledby="opt-in-rates" className="space-y-3">
      <h2 id="opt-in-rates" className="text-lg font-semibold">
        Opt-in rates
      </h2>
      <TableScroll label="Opt-in rates table" className="rounded-lg">
        <table className="w-full text-left text-sm" data-testid="opt-in-table">
          <caption className="sr-only">Email and SMS opt-in by hub, all time</caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Hub
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Leads
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Email opt-ins
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Email rate
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                SMS opt-ins
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                SMS rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, label, totals }) => (
              <tr key={key} className="border-t" data-row={key}>
                <th scope="row" className={key === "all" ? "px-3 py-2 font-semibold" : "px-3 py-2 font-medium"}>
                  {label}
                </th>
                <td className={cell}>{totals.leads}</td>
                <td className={cell}>{totals.emailOptIns}</td>
                <td className={cell}>{formatPercent(totals.emailOptInRate)}</td>
                <td className={cell}>{totals.smsOptIns}</td>
                <td className={cell}>{formatPercent(totals.smsOptInRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
