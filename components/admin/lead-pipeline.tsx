import { LEAD_STATUSES, type AuditEntry, type Lead, type LeadNote } from "@/lib/types/backend";
import { describeAudit, LEAD_STATUS_LABELS } from "@/lib/admin/pipeline-text";
import { LEAD_FIELD_MESSAGES, NOTE_MAX_CHARS, type LeadFormField } from "@/lib/validation/admin";
import { formatTime } from "./format";
import { LeadChangeForm } from "./lead-change-form";

const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

/** What a no-JavaScript post that failed for no one field's fault says. */
const GENERAL_ERRORS: Record<string, string> = {
  session: "Your session has ended. Sign in again, then repeat the change.",
  "not-found": "This lead no longer exists.",
  failed: "The change could not be saved. Please try again.",
};

export interface LeadPipelineProps {
  lead: Lead;
  notes: readonly LeadNote[];
  audit: readonly AuditEntry[];
  /** `?error=` after a no-JavaScript post: the field at fault, or a general reason. */
  error?: string;
}

/** The lead's place in the pipeline: status, follow-up day, notes, and the history of every change. */
export function LeadPipeline({ lead, notes, audit, error }: LeadPipelineProps) {
  const fieldError = (field: LeadFormField) => (error === field ? LEAD_FIELD_MESSAGES[field] : undefined);
  const general = error && !(error in LEAD_FIELD_MESSAGES) ? (GENERAL_ERRORS[error] ?? GENERAL_ERRORS.failed) : null;
  const leadPath = `/api/admin/leads/${encodeURIComponent(lead.id)}`;
  return (
    <div className="space-y-8">
      <section aria-labelledby="lead-pipeline" className="space-y-4">
        <h2 id="lead-pipeline" className="text-lg font-semibold">
          Pipeline
        </h2>
        {general ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {general}
          </p>
        ) : null}
        <div className="grid gap-6 sm:grid-cols-2">
          <LeadChangeForm
            action={leadPath}
            name="status"
            label="Status"
            submitLabel="Update status"
            savedMessage="Status updated."
            control={{ kind: "select", options: STATUS_OPTIONS, defaultValue: lead.status }}
            initialError={fieldError("status")}
          />
          <LeadChangeForm
            action={leadPath}
            name="followUpOn"
            label="Follow-up date"
            submitLabel="Save follow-up"
            savedMessage="Follow-up saved."
            description="Leave empty to clear it."
            control={{ kind: "date", defaultValue: lead.followUpOn ?? "" }}
            initialError={fieldError("followUpOn")}
          />
        </div>
      </section>

      <section aria-labelledby="lead-notes-heading" className="space-y-4">
        <h2 id="lead-notes-heading" className="text-lg font-semibold">
          Notes
        </h2>
        {notes.length === 0 ? <p className="text-sm text-muted-foreground">No notes yet.</p> : null}
        <ol className="space-y-3" data-testid="lead-notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{note.author}</span> ·{" "}
                <time dateTime={note.createdAt}>{formatTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
        <LeadChangeForm
          action={`${leadPath}/notes`}
          name="body"
          label="Add a note"
          submitLabel="Add note"
          savedMessage="Note added."
          description="Notes are kept as written: a correction is a new note."
          control={{ kind: "textarea", maxLength: NOTE_MAX_CHARS }}
          initialError={fieldError("body")}
        />
      </section>

      <section aria-labelledby="lead-audit-heading" className="space-y-3">
        <h2 id="lead-audit-heading" className="text-lg font-semibold">
          History
        </h2>
        {audit.length === 0 ? <p className="text-sm text-muted-foreground">No changes yet.</p> : null}
        <ol className="space-y-1 text-sm" data-testid="lead-history">
          {audit.map((entry) => (
            <li key={entry.id}>
              {describeAudit(entry)} ·{" "}
              <time dateTime={entry.at} className="text-muted-foreground tabular-nums">
                {formatTime(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

const CHANNEL_OPTIONS = [
  { value: "sms", label: "SMS" },
  { value: "email", label: "Email" },
] as const;

/** An opt-out the person asked staff for (by phone, in person): it goes in the consent ledger. */
export function LeadOptOutForm({ leadId, error }: { leadId: string; error?: string }) {
  return (
    <LeadChangeForm
      action={`/api/admin/leads/${encodeURIComponent(leadId)}/opt-out`}
      name="channel"
      label="Record an opt-out the person asked for"
      submitLabel="Record opt-out"
      savedMessage="Opt-out recorded."
      description="Only when the person asked to stop. It is added to the consent records and cannot be undone here."
      control={{ kind: "select", options: CHANNEL_OPTIONS, defaultValue: "sms" }}
      initialError={error === "channel" ? LEAD_FIELD_MESSAGES.channel : undefined}
    />
  );
}
