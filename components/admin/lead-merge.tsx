import Link from "next/link";
import type { Lead, LeadMerge as Merge } from "@/lib/types/backend";
import { HUBS } from "@/lib/hubs/registry";
import { MERGE_MESSAGE } from "@/lib/validation/sales-team";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatTime } from "./format";
import { LEAD_STATUS_LABELS } from "@/lib/admin/pipeline-text";

export interface LeadMergeProps {
  leadId: string;
  /** Other leads with this lead's email or a number of it. */
  duplicates: readonly Lead[];
  /** Leads already folded into this one. */
  merged: readonly Merge[];
  /** `?error=` after a post: "other" or "confirm". */
  error?: string;
}

/**
 * Two records of one person become one: a possible duplicate (same email or
 * number) in one click, or any lead by its link. Plain form posts: they work
 * without JavaScript and come back to this page.
 */
export function LeadMergeSection({ leadId, duplicates, merged, error }: LeadMergeProps) {
  const action = `/api/admin/leads/${encodeURIComponent(leadId)}/merge`;
  return (
    <section aria-labelledby="lead-merge" className="space-y-3">
      <h2 id="lead-merge" className="text-lg font-semibold">
        Merge
      </h2>
      <p className="text-sm text-muted-foreground">
        The same person twice? Merge the other lead into this one: its submissions, notes, texts, consent records and
        attribution all come here, this lead keeps its owner, and the merge is recorded in the history.
      </p>
      {duplicates.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="Possible duplicates" data-testid="lead-duplicates">
          {duplicates.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <div className="min-w-0">
                <Link
                  href={`/admin/leads/${d.id}`}
                  className="font-medium text-brand underline-offset-4 hover:underline"
                >
                  {d.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {[d.email, d.phone, HUBS[d.hubId]?.name, formatTime(d.createdAt)].filter(Boolean).join(" · ")}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-xs text-muted-foreground">{LEAD_STATUS_LABELS[d.status]}</span>
                <form method="post" action={action}>
                  <input type="hidden" name="other" value={d.id} />
                  <input type="hidden" name="confirm" value="merge" />
                  <Button type="submit" size="sm" variant="outline" aria-label={`Merge ${d.name} into this lead`}>
                    Merge into this lead
                  </Button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form method="post" action={action} className="grid max-w-xl gap-3" aria-label="Merge another lead">
        <div className="grid gap-1.5">
          <Label htmlFor="merge-other">Another lead of this person</Label>
          <Input
            id="merge-other"
            name="other"
            placeholder="Its link or id"
            required
            aria-invalid={error === "other" || undefined}
            aria-describedby={error === "other" ? "merge-other-error" : undefined}
          />
          {error === "other" ? (
            <p id="merge-other-error" role="alert" className="text-sm font-medium text-destructive">
              {MERGE_MESSAGE}
            </p>
          ) : null}
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="merge" required className="mt-0.5 size-4 accent-primary" />
          It is the same person: merge it into this lead
        </label>
        {error === "confirm" ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Tick the box to confirm the merge.
          </p>
        ) : null}
        <div>
          <Button type="submit" size="sm" variant="secondary">
            Merge
          </Button>
        </div>
      </form>
      {merged.length > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="lead-merged">
          {merged.length === 1 ? "One lead was" : `${merged.length} leads were`} merged into this one, last on{" "}
          {formatTime(merged[0].mergedAt)} by {merged[0].mergedBy}.
        </p>
      ) : null}
    </section>
  );
}
