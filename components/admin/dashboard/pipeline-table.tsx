import Link from "next/link";
import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import { TableScroll } from "../table-scroll";
import { LEAD_STATUSES, type DashboardMetrics, type LeadTotals } from "@/lib/types/backend";
import { adminHref } from "../format";
import { STATUS_LABELS } from "./format";

/** Where leads stand, per hub and overall; each status opens the leads list filtered by it. */
export function PipelineTable({ hubs, overall }: Pick<DashboardMetrics, "hubs" | "overall">) {
  const rows: { key: string; label: string; totals: LeadTotals; href: string }[] = [
    ...HUB_IDS.map((id) => ({
      key: id,
      label: HUBS[id].name,
      totals: hubs[id],
      href: adminHref("/admin/leads", { hub: id }),
    })),
    { key: "all", label: "All hubs", totals: overall, href: "/admin/leads" },
  ];
  return (
    <section aria-labelledby="pipeline" className="space-y-3">
      <h2 id="pipeline" className="text-lg font-semibold">
        Pipeline
      </h2>
      <TableScroll label="Pipeline table" className="rounded-lg">
        <table className="w-full text-left text-sm" data-testid="pipeline-table">
          <caption className="sr-only">Leads by pipeline status and hub</caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Hub
              </th>
              {LEAD_STATUSES.map((status) => (
                <th key={status} scope="col" className="px-3 py-2 text-right">
                  <Link
                    href={adminHref("/admin/leads", { status })}
                    className="underline underline-offset-4 hover:text-foreground"
                  >
                    {STATUS_LABELS[status]}
                  </Link>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t" data-row={row.key}>
                <th scope="row" className={row.key === "all" ? "px-3 py-2 font-semibold" : "px-3 py-2 font-medium"}>
                  <Link href={row.href} className="underline-offset-4 hover:underline">
                    {row.label}
                  </Link>
                </th>
                {LEAD_STATUSES.map((status) => (
                  <td key={status} className="px-3 py-2 text-right tabular-nums" data-status={status}>
                    {row.totals.pipeline[status]}
                  </td>
                ))}
                <td className="px-3 py-2 text-right font-medium tabular-nums" data-status="total">
                  {row.totals.leads}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
