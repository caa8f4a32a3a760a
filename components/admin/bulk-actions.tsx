import { LEAD_STATUSES } from "@/lib/types/backend";
import { LEAD_STATUS_LABELS } from "@/lib/admin/pipeline-text";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** The form the list's row checkboxes belong to (their `form` attribute). */
export const BULK_FORM_ID = "lead-bulk";

const BULK_ERRORS: Record<string, string> = {
  ids: "Choose at least one lead, then the action.",
  assignedTo: "Choose a staff member from the list.",
  status: "Choose a status from the list.",
  "not-found": "A checked lead no longer exists; the leads before it in the list were changed.",
  session: "Your session has ended. Sign in again, then repeat the change.",
  failed: "The change could not be saved. Please try again.",
};

export interface BulkActionsProps {
  /** Whom the checked leads may go to: every listed member for an admin, only themselves for an agent. */
  staff: readonly string[];
  /** Offer "Nobody" (an admin may unassign; an agent only takes leads). */
  allowNobody?: boolean;
  /** The list's address, where the post comes back to. */
  back: string;
  /** `?bulk=<n>` and `?bulkError=<reason>` after a post. */
  done?: string;
  error?: string;
}

/**
 * Assign or change the status of the checked leads: a plain form post (the
 * checkboxes join it by their `form` attribute), so it works before and
 * without JavaScript, with the keyboard like any form.
 */
export function BulkActions({ staff, allowNobody = true, back, done, error }: BulkActionsProps) {
  const count = done && /^\d{1,3}$/.test(done) ? Number(done) : null;
  return (
    <form
      id={BULK_FORM_ID}
      method="post"
      action="/api/admin/leads/bulk"
      aria-label="Bulk actions on the checked leads"
      className="flex flex-wrap items-end gap-3 rounded-md border p-3"
    >
      <input type="hidden" name="back" value={back} />
      <div className="grid gap-1.5">
        <Label htmlFor="bulk-assignee">Assign checked to</Label>
        <NativeSelect id="bulk-assignee" name="assignedTo" defaultValue={allowNobody ? "" : staff[0]?.toLowerCase()}>
          {allowNobody ? <option value="">Nobody</option> : null}
          {staff.map((member) => (
            <option key={member} value={member.toLowerCase()}>
              {member.toLowerCase()}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" name="action" value="assign" size="sm" variant="secondary">
        Assign
      </Button>
      <div className="grid gap-1.5">
        <Label htmlFor="bulk-status">Set status of checked to</Label>
        <NativeSelect id="bulk-status" name="status" defaultValue="contacted">
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" name="action" value="status" size="sm" variant="secondary">
        Change status
      </Button>
      <p role="status" className="basis-full text-sm text-muted-foreground">
        {count !== null ? `${count} lead${count === 1 ? "" : "s"} updated.` : ""}
      </p>
      {error ? (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {BULK_ERRORS[error] ?? BULK_ERRORS.failed}
        </p>
      ) : null}
    </form>
  );
}
