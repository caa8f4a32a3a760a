import type { Lead } from "@/lib/types/backend";
import { LEAD_FIELD_MESSAGES } from "@/lib/validation/admin";
import { Button } from "@/components/ui/button";
import { LeadChangeForm } from "./lead-change-form";
import { OwnerName } from "./owner-name";

export interface LeadOwnershipProps {
  lead: Lead;
  /** Who can own a lead: the listed staff. */
  staff: readonly string[];
  /** An admin gives the lead to anyone (or nobody); an agent can only take it. */
  role: "admin" | "agent";
  /** The signed-in member. */
  actor: string;
  /** `?error=` after a no-JavaScript post. */
  error?: string;
}

/** Whose lead it is: one listed staff member, or nobody. A plain form post without JavaScript. */
export function LeadOwnership({ lead, staff, role, actor, error }: LeadOwnershipProps) {
  const owner = lead.assignedTo ?? "";
  const me = actor.toLowerCase();
  return (
    <section aria-labelledby="lead-ownership" className="space-y-3">
      <h2 id="lead-ownership" className="text-lg font-semibold">
        Owner
      </h2>
      {role === "admin" ? (
        <AdminAssign lead={lead} staff={staff} owner={owner} error={error} />
      ) : (
        <div className="flex flex-wrap items-center gap-3" data-testid="lead-take">
          <OwnerName email={owner || null} />
          {owner === me ? (
            <span className="text-sm text-muted-foreground">This lead is yours.</span>
          ) : (
            <form method="post" action={`/api/admin/leads/${encodeURIComponent(lead.id)}`}>
              <input type="hidden" name="assignedTo" value={me} />
              <Button type="submit" size="sm" variant="secondary">
                Take this lead
              </Button>
            </form>
          )}
          {error === "assignedTo" ? (
            <p role="alert" className="basis-full text-sm font-medium text-destructive">
              {LEAD_FIELD_MESSAGES.assignedTo}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

function AdminAssign({
  lead,
  staff,
  owner,
  error,
}: {
  lead: Lead;
  staff: readonly string[];
  owner: string;
  error?: string;
}) {
  const members = staff.map((s) => s.toLowerCase());
  // An owner since taken off the list stays visible until someone reassigns the lead.
  if (owner && !members.includes(owner)) members.push(owner);
  const options = [{ value: "", label: "Nobody" }, ...members.map((m) => ({ value: m, label: m }))];
  return (
    <div className="max-w-sm">
      <LeadChangeForm
        action={`/api/admin/leads/${encodeURIComponent(lead.id)}`}
        name="assignedTo"
        label="Assigned to"
        submitLabel="Assign"
        savedMessage="Owner saved."
        description="New leads are given in turn to the staff who take them; reassigning is recorded in the history."
        control={{ kind: "select", options, defaultValue: owner }}
        initialError={error === "assignedTo" ? LEAD_FIELD_MESSAGES.assignedTo : undefined}
      />
    </div>
  );
}
