import Link from "next/link";
import type { Lead, LeadSort } from "@/lib/backend/types";
import { HUBS } from "@/lib/hubs/registry";
import { formatTime } from "./format";
import { LeadStatusBadge } from "./lead-status-badge";

/** Leads in the order the backend returns: newest first, or by follow-up date. */
export function LeadsTable({
  leads,
  sort = "newest",
  bulkForm,
}: {
  leads: readonly Lead[];
  sort?: LeadSort;
  /** The bulk action form's id: each row gets a checkbox that joins it. */
  bulkForm?: string;
}) {
  if (leads.length === 0) {
    return <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No leads match.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm" data-testid="leads-table">
        <caption className="sr-only">
          {sort === "follow_up" ? "Leads by follow-up date, soonest first" : "Leads, newest first"}
        </caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            {bulkForm ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Select</span>
              </th>
            ) : null}
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
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Follow-up
            </th>
            <th scope="col" className="px-3 py-2">
              Owner
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-t" data-lead-id={lead.id}>
              {bulkForm ? (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    name="ids"
                    value={lead.id}
                    form={bulkForm}
                    aria-label={`Select ${lead.name}`}
                    className="size-4 accent-primary"
                  />
                </td>
              ) : null}
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
              <td className="px-3 py-2">
                <LeadStatusBadge status={lead.status} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums" data-testid="lead-follow-up">
                {lead.followUpOn ?? "—"}
              </td>
              <td className="px-3 py-2" data-testid="lead-owner">
                {lead.assignedTo ?? "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
