import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX } from "@/lib/validation/staff-writing";
import { HUBS, type HubId } from "@/lib/hubs/registry";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

const ERRORS: Record<string, string> = {
  subject: "Write a subject of at most 150 characters.",
  message: "Write a message of at most 5,000 characters.",
};

/**
 * Email the lead from its page: it goes through the outbox from the lead's
 * hub, replies come to the signed-in staff member, and the first one stops
 * the response clock. A plain form post that comes back to the page.
 */
export function LeadEmailForm({
  leadId,
  email,
  hubId,
  error,
}: {
  leadId: string;
  email: string;
  hubId: HubId;
  error?: string;
}) {
  return (
    <section aria-labelledby="lead-email" className="space-y-3">
      <h2 id="lead-email" className="text-lg font-semibold">
        Email
      </h2>
      <form
        method="post"
        action={`/api/admin/leads/${encodeURIComponent(leadId)}/email`}
        className="grid max-w-2xl gap-3"
        aria-label="Email the lead"
      >
        <p className="text-sm text-muted-foreground">
          To {email}, from {HUBS[hubId]?.name ?? hubId}; replies come to you.
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor="lead-email-subject">Subject</Label>
          <Input
            id="lead-email-subject"
            name="subject"
            required
            maxLength={EMAIL_SUBJECT_MAX}
            aria-invalid={error === "subject" || undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="lead-email-body">Message</Label>
          <Textarea
            id="lead-email-body"
            name="message"
            rows={5}
            required
            maxLength={EMAIL_BODY_MAX}
            aria-invalid={error === "message" || undefined}
          />
        </div>
        {error && error in ERRORS ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {ERRORS[error]}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="sm">
            Send email
          </Button>
        </div>
      </form>
    </section>
  );
}
