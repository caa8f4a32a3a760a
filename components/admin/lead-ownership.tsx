import type { Lead } from "@/lib/backend/types";
import { LEAD_FIELD_MESSAGES } from "@/lib/validation/admin";
import { LeadChangeForm } from "./lead-change-form";

export interface LeadOwnershipProps {
  lead: Lead;
  /** Who can own a lead: ADMIN_EMAILS. */
  staff: readonly string[];
  /** `?error=` after a no-JavaScript post. */
  error?: string;
}

/** Whose lead it is: one listed staff member, or nobody. A plain form post without JavaScript. */
export function LeadOwnership({ lead, staff, error }: LeadOwnershipProps) {
  const owner = lead.assignedTo ?? "";
  const members = staff.map((s) => s.toLowerCase());
  // An owner since taken off the list stays visible until someone reassigns the lead.
  if (owner && !members.includes(owner)) members.push(owner);
  const options = [{ value: "", label: "Nobody" }, ...members.map((m) => ({ value: m, label: m }))];
  return (
    <section aria-labelledby="lead-ownership" className="space-y-3">
      <h2 id="lead-ownership" className="text-lg font-semibold">
        Owner
      </h2>
      <div className="max-w-sm">
        <LeadChangeForm
          action={`/api/admin/leads/${encodeURIComponent(lead.id)}`}
          name="assignedTo"
          label="Assigned to"
          submitLabel="Assign"
          savedMessage="Owner saved."
          description="Their morning digest lists this lead when its follow-up day comes."
          control={{ kind: "select", options, defaultValue: owner }}
          initialError={error === "assignedTo" ? LEAD_FIELD_MESSAGES.assignedTo : undefined}
        />
      </div>
    </section>
  );
}
