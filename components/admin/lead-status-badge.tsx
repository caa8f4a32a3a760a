import type { LeadStatus } from "@/lib/backend/types";
import { LEAD_STATUS_LABELS } from "@/lib/admin/pipeline-text";
import { Badge } from "@/components/ui/badge";

// The dot only decorates: the word carries the meaning, in the theme's own text color.
const DOT: Record<LeadStatus, string> = {
  new: "bg-sky-500",
  contacted: "bg-amber-500",
  qualified: "bg-violet-500",
  customer: "bg-emerald-500",
  lost: "bg-zinc-400",
};

/** A lead's pipeline status, capitalised ("Contacted"). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant="outline" data-testid="lead-status" data-status={status}>
      <span aria-hidden className={`size-2 rounded-full ${DOT[status] ?? "bg-zinc-400"}`} />
      {LEAD_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
