import Link from "next/link";
import type { Lead } from "@/lib/backend/types";
import { HUBS } from "@/lib/hubs/registry";
import { formatTime } from "./format";

/** Leads, newest first (the order the backend returns). */
export function LeadsTable({ leads }: { leads: readonly Lead[] }) {
  if (leads.length === 0) {
    return <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No leads match.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm" data-testid="leads-table">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Received
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Phone
            </th>
            <th scope="col" className="px-3 py-2">
              Company
            </th>
            <th scope="col" className="px-3 py-2">
              Hub
            </th>
            <th scope="col" className="px-3 py-2">
              Opt-ins
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-t" data-lead-id={lead.id}>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTime(lead.createdAt)}</td>
              <td className="px-3 py-2">
                <Link
                  href={`/admin/leads/${encodeURIComponent(lead.id)}`}
                  className="font-medium text-brand underline-offset-4 hover:underline"
                >
                  {lead.name}
                </Link>
              </td>
              <td className="px-3 py-2">{lead.email}</td>
              <td className="px-3 py-2 whitespace-nowrap">{lead.phone ?? "—"}</td>
              <td className="px-3 py-2">{lead.company ?? "—"}</td>
              <td className="px-3 py-2">{HUBS[lead.hubId]?.name ?? lead.hubId}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {[lead.emailSignup && "Email", lead.smsSignup && "SMS"].filter(Boolean).join(", ") || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
