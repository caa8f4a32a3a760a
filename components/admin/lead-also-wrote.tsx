import type { Lead, LeadSubmission } from "@/lib/types/backend";
import { HUBS } from "@/lib/hubs/registry";
import { formatTime } from "./format";

/** What a submission adds to the lead's own record: another hub, another address, or both. */
function otherWays(lead: Lead, submission: LeadSubmission): string | null {
  const hub = submission.hubId && submission.hubId !== lead.hubId ? HUBS[submission.hubId]?.name : null;
  const email =
    submission.email && submission.email.toLowerCase() !== lead.email.toLowerCase() ? submission.email : null;
  if (!hub && !email) return null;
  return `${hub ? ` to ${hub}` : ""}${email ? ` as ${email}` : ""}`;
}

/**
 * One record per person: the times this person wrote from another hub or
 * under another address, which joined this lead instead of starting one.
 */
export function LeadAlsoWrote({ lead, history }: { lead: Lead; history: readonly LeadSubmission[] }) {
  const others = history.flatMap((s) => {
    const ways = otherWays(lead, s);
    return ways ? [{ id: s.id, text: `Also wrote${ways} on ${formatTime(s.createdAt)}` }] : [];
  });
  if (others.length === 0) return null;
  return (
    <ul
      className="space-y-1 rounded-md border border-brand/30 bg-brand/5 px-3 py-2 text-sm"
      aria-label="Other contacts from this person"
      data-testid="lead-also-wrote"
    >
      {others.map((o) => (
        <li key={o.id}>{o.text}</li>
      ))}
    </ul>
  );
}
