import Link from "next/link";
import type { LeadView } from "@/lib/types/backend";
import { adminHref } from "./format";

const VIEWS: readonly { value: LeadView | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "mine", label: "Mine" },
  { value: "unassigned", label: "Unassigned" },
  { value: "due", label: "Due" },
  { value: "overdue", label: "Overdue" },
];

export interface LeadViewsProps {
  current?: LeadView;
  /** Kept across views: the hub, the search and the other filters. */
  keep: Record<string, string | undefined>;
  /** The office's day "due" counts up to, shown to say what it means. */
  today: string;
}

/** Follow-up views of the list as plain links: shareable addresses, no JavaScript needed. */
export function LeadViews({ current, keep, today }: LeadViewsProps) {
  return (
    <nav aria-label="Follow-up views" className="flex flex-wrap items-center gap-2">
      {VIEWS.map((view) => {
        const active = view.value === current;
        return (
          <Link
            key={view.label}
            href={adminHref("/admin/leads", { ...keep, view: view.value })}
            aria-current={active ? "page" : undefined}
            className={
              active
                ? "rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground"
                : "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-muted"
            }
          >
            {view.label}
          </Link>
        );
      })}
      {current === "due" ? (
        <span className="text-sm text-muted-foreground">Open leads to follow up on or before {today}</span>
      ) : null}
      {current === "overdue" ? (
        <span className="text-sm text-muted-foreground">
          New leads past their first-response target with no answer yet, longest waiting first
        </span>
      ) : null}
    </nav>
  );
}
