import type { ReactNode } from "react";
import type { ConsentRecord, Lead, LeadSubmission } from "@/lib/types/backend";
import { HUBS } from "@/lib/hubs/registry";
import { formatTime } from "./format";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** One lead and the consent evidence behind its opt-ins (what was shown, when, from where). */
export interface LeadDetailProps {
  lead: Lead;
  consents: readonly ConsentRecord[];
  /** Each submission as received; a repeat from the same email updates the lead. */
  history?: readonly LeadSubmission[];
  /** Shown right after the lead's fields: its status, follow-up, notes and history. */
  pipeline?: ReactNode;
  /** Shown under the consent records: how staff record an opt-out the person asked for. */
  consentAction?: ReactNode;
}

/** SMS ledger steps as staff read them: a web opt-in waits for the number's YES. */
const STEP_LABELS: Record<string, string> = {
  requested: "requested on the web, pending YES",
  "confirmation-sent": "confirmation text sent",
  confirmed: "confirmed by the number",
  "opted-out": "opted out by the number",
};

export function LeadDetail({ lead, consents, history = [], pipeline, consentAction }: LeadDetailProps) {
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Email">
          {lead.email ? (
            <a href={`mailto:${lead.email}`} className="text-brand underline-offset-4 hover:underline">
              {lead.email}
            </a>
          ) : (
            "—"
          )}
        </Field>
        <Field label="Phone">
          {lead.phone ? (
            <a href={`tel:${lead.phone}`} className="text-brand underline-offset-4 hover:underline">
              {lead.phone}
            </a>
          ) : (
            "—"
          )}
        </Field>
        <Field label="Company">{lead.company ?? "—"}</Field>
        <Field label="Hub">
          {HUBS[lead.hubId]?.name ?? lead.hubId} (hub {lead.hubNumber})
        </Field>
        <Field label="Interest">{lead.platformInterest}</Field>
        <Field label="Opt-ins">
          {[lead.emailSignup && "Email", lead.smsSignup && "SMS"].filter(Boolean).join(", ") || "None"}
        </Field>
        {lead.smsOptedOut && <Field label="SMS opt-out">Replied STOP: no texts are sent to this number</Field>}
        {lead.smsConsent === "pending" && (
          <Field label="SMS consent">SMS consent pending: no reply YES from {lead.smsPhone ?? lead.phone} yet</Field>
        )}
        {lead.smsConsent === "confirmed" && (
          <Field label="SMS consent">Confirmed by a text (YES or START) from {lead.smsPhone ?? lead.phone}</Field>
        )}
        <Field label="First received">{formatTime(lead.createdAt)}</Field>
        <Field label="Last updated">{formatTime(lead.updatedAt)}</Field>
        <Field label="Submissions">{lead.submissions}</Field>
        <Field label="Follow-up">{lead.followUpOn ?? "None"}</Field>
      </dl>
      {pipeline}
      <section aria-labelledby="lead-message">
        <h2 id="lead-message" className="text-lg font-semibold">
          Message
        </h2>
        <p className="mt-2 text-sm whitespace-pre-wrap">{lead.message ?? "No message."}</p>
      </section>
      {history.length > 1 && (
        <section aria-labelledby="lead-submissions">
          <h2 id="lead-submissions" className="text-lg font-semibold">
            Submissions
          </h2>
          <ol className="mt-2 space-y-2 text-sm">
            {history.map((h) => (
              <li key={h.id} className="rounded-md border p-3">
                <p className="text-xs text-muted-foreground">
                  {formatTime(h.createdAt)} · {h.platformInterest}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{h.message ?? "No message."}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="lead-consents">
        <h2 id="lead-consents" className="text-lg font-semibold">
          Consent records
        </h2>
        {consents.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No consent records.</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="consent-records">
            {consents.map((c) => (
              <li key={c.id} className="rounded-md border p-4 text-sm">
                <p className="font-medium">
                  {c.channel === "sms" ? "SMS" : "Email"} —{" "}
                  {STEP_LABELS[c.step ?? ""] ?? (c.granted ? "granted" : "not granted")} · {formatTime(c.createdAt)}
                </p>
                <blockquote className="mt-2 border-l-2 pl-3 text-muted-foreground">{c.text}</blockquote>
                <div className="mt-2 grid gap-1 text-xs text-muted-foreground sm:grid-cols-2">
                  <p>Version {c.version}</p>
                  <p className="truncate" title={c.sha256}>
                    SHA-256 {c.sha256}
                  </p>
                  <p className="truncate" title={c.pageUrl}>
                    Page {c.pageUrl}
                  </p>
                  {c.phone ? <p>Number {c.phone}</p> : null}
                  <p>IP {c.ip ?? "removed after the retention period"}</p>
                  <p className="truncate sm:col-span-2" title={c.userAgent ?? undefined}>
                    Browser {c.userAgent ?? "removed after the retention period"}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {consentAction ? <div className="mt-4 max-w-sm">{consentAction}</div> : null}
      </section>
    </div>
  );
}
