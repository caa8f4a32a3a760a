import Link from "next/link";
import type { ResponseClock } from "@/lib/config/staff-hours";
import type { Lead, LeadSort } from "@/lib/types/backend";
import { leadWait } from "@/lib/backend/core/response-clock";
import { HUBS } from "@/lib/hubs/registry";
import { formatTime } from "./format";
import { LeadStatusBadge } from "./lead-status-badge";
import { LeadWaitBadge } from "./lead-wait";
import { OwnerName } from "./owner-name";

const HEAD = "px-3 py-2 font-medium";
const CELL = "px-3 py-2.5 max-md:block max-md:p-0";

/**
 * Leads in the order the backend returns (newest first, by follow-up date,
 * or longest overdue first), each with its owner and where it stands on the
 * first-response clock at `now`.
 */
export function LeadsTable({
  leads,
  sort = "newest",
  overdue = false,
  bulkForm,
  now,
  clock,
}: {
  leads: readonly Lead[];
  sort?: LeadSort;
  /** The overdue view: longest past its target first. */
  overdue?: boolean;
  /** The bulk action form's id: each row gets a checkbox that joins it. */
  bulkForm?: string;
  /** The server's clock, and the hours the waits are counted in. */
  now: Date;
  clock: ResponseClock;
}) {
  if (leads.length === 0) {
    return <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No leads match.</p>;
  }
  const caption = overdue
    ? "Overdue leads, longest past their response target first"
    : sort === "follow_up"
      ? "Leads by follow-up date, soonest first"
      : "Leads, newest first";
  return (
    <div className="rounded-lg border bg-card md:overflow-x-auto" role="region" aria-label="Leads" tabIndex={0}>
      {/* On a phone each row is a card: the lead, its status and wait, owner and contact; dates and opt-ins are on its page. */}
      <table className="w-full text-left text-sm max-md:block md:min-w-[60rem]" data-testid="leads-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground max-md:sr-only">
          <tr>
            {bulkForm ? (
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">Select</span>
              </th>
            ) : null}
            <th scope="col" className={HEAD}>
              Lead
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              First response
            </th>
            <th scope="col" className={HEAD}>
              Owner
            </th>
            <th scope="col" className={HEAD}>
              Contact
            </th>
            <th scope="col" className={HEAD}>
              Received
            </th>
            <th scope="col" className={HEAD}>
              Follow-up
            </th>
            <th scope="col" className={HEAD}>
              Opt-ins
            </th>
          </tr>
        </thead>
        <tbody className="divide-y max-md:block">
          {leads.map((lead) => (
            <tr
              key={lead.id}
              className="align-top hover:bg-muted/40 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1.5 max-md:p-3"
              data-lead-id={lead.id}
            >
              {bulkForm ? (
                <td className={`${CELL} max-md:self-start`}>
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
              <td className={`${CELL} max-md:min-w-0 max-md:flex-1 max-md:basis-[calc(100%-2rem)] md:max-w-[16rem]`}>
                <Link
                  href={`/admin/leads/${encodeURIComponent(lead.id)}`}
                  className="font-medium text-brand underline-offset-4 hover:underline"
                >
                  {lead.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {[lead.company, HUBS[lead.hubId]?.name ?? lead.hubId].filter(Boolean).join(" · ")}
                </p>
              </td>
              <td className={`${CELL} max-md:ml-7`}>
                <LeadStatusBadge status={lead.status} />
              </td>
              <td className={CELL}>
                <LeadWaitBadge wait={leadWait(lead, now, clock)} />
              </td>
              <td className={`${CELL} max-md:basis-full max-md:pl-7`}>
                <OwnerName email={lead.assignedTo ?? null} />
              </td>
              <td className={`${CELL} max-md:basis-full max-md:pl-7 md:max-w-[16rem]`}>
                <p className="truncate">{lead.email || "—"}</p>
                <p className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">{lead.phone ?? "—"}</p>
              </td>
              <td className={`${CELL} text-xs whitespace-nowrap text-muted-foreground tabular-nums max-md:hidden`}>
                {formatTime(lead.createdAt)}
              </td>
              <td
                className={`${CELL} text-xs whitespace-nowrap tabular-nums max-md:hidden`}
                data-testid="lead-follow-up"
              >
                {lead.followUpOn ?? "—"}
              </td>
              <td className={`${CELL} text-xs whitespace-nowrap max-md:hidden`}>
                {[lead.emailSignup && "Email", lead.smsSignup && "SMS"].filter(Boolean).join(", ") || "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
