import Link from "next/link";
import { HUB_IDS, HUBS, type HubId } from "@/lib/hubs/registry";
import { cn } from "@/lib/ui/class-names";
import { adminHref } from "./format";

export interface HubFilterProps {
  counts: Record<HubId, number>;
  current?: HubId;
  q?: string;
  /** Other filters kept when the hub changes. */
  keep?: Record<string, string | undefined>;
}

/** Lead counts per hub, each a filter link; "All" clears the filter. */
export function HubFilter({ counts, current, q, keep = {} }: HubFilterProps) {
  const total = HUB_IDS.reduce((sum, id) => sum + (counts[id] ?? 0), 0);
  const items = [
    { id: undefined, label: "All hubs", count: total },
    ...HUB_IDS.map((id) => ({ id, label: HUBS[id].name, count: counts[id] ?? 0 })),
  ];
  return (
    <nav aria-label="Filter by hub">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id ?? "all"}>
              <Link
                href={adminHref("/admin/leads", { ...keep, hub: item.id, q })}
                aria-current={active ? "page" : undefined}
                data-hub-filter={item.id ?? "all"}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm hover:bg-accent",
                  active && "border-primary bg-accent font-semibold",
                )}
              >
                {item.label}
                <span className="rounded-full bg-muted px-2 text-xs tabular-nums" data-testid="hub-count">
                  {item.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
