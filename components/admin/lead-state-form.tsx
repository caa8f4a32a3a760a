import type { Lead } from "@/lib/types/backend";
import { leadStateOptions } from "@/lib/backend/core/lead-state";
import { LEAD_STATE_FIELD_MESSAGE } from "@/lib/validation/lead-state";
import { LeadChangeForm } from "./lead-change-form";

/**
 * Where the lead lives, for its texts' sending hours: a US state, or its
 * number's area code. A plain form post without JavaScript.
 */
export function LeadStateForm({ lead, error }: { lead: Lead; error?: string }) {
  const options = [
    { value: "", label: "By the number's area code" },
    ...leadStateOptions().map((s) => ({ value: s.code, label: s.stricter ? `${s.name} (stricter hours)` : s.name })),
  ];
  return (
    <section aria-labelledby="lead-state-heading" className="space-y-3" data-testid="lead-state">
      <h2 id="lead-state-heading" className="text-lg font-semibold">
        Sending hours
      </h2>
      <div className="max-w-sm">
        <LeadChangeForm
          action={`/api/admin/leads/${encodeURIComponent(lead.id)}/state`}
          name="state"
          label="Lives in (for sending hours)"
          submitLabel="Save state"
          savedMessage="State saved."
          description="Staff texts wait for that state's hours and daily cap; without it, the number's area code decides."
          control={{ kind: "select", options, defaultValue: lead.state ?? "" }}
          initialError={error === "state" ? LEAD_STATE_FIELD_MESSAGE : undefined}
        />
      </div>
    </section>
  );
}
