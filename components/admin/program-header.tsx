import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { hasUnpublishedChanges, type ProgramRecord } from "@/lib/programs/record";

const TABS = [
  { path: "", label: "Draft" },
  { path: "/preview", label: "Preview" },
  { path: "/campaign", label: "Campaign brief" },
  { path: "/subscribers", label: "Subscribers" },
  { path: "/replies", label: "Replies" },
] as const;

/** A program's title, its publication state and the links between its admin pages. */
export function ProgramHeader({
  program,
  current,
}: {
  program: ProgramRecord;
  current: (typeof TABS)[number]["path"];
}) {
  const base = `/admin/clients/${program.slug}`;
  return (
    <div className="space-y-4">
      <Link
        href="/admin/clients"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> All programs
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{program.draft.brandName}</h1>
        <ProgramStateBadge program={program} />
      </div>
      <nav aria-label="Program pages" className="flex flex-wrap gap-4 border-b pb-2 text-sm">
        {TABS.map((tab) => (
          <Link
            key={tab.path}
            href={`${base}${tab.path}`}
            aria-current={tab.path === current ? "page" : undefined}
            className={
              tab.path === current
                ? "font-semibold underline underline-offset-4"
                : "text-muted-foreground hover:text-foreground"
            }
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

export function ProgramStateBadge({ program }: { program: ProgramRecord }) {
  const live = program.liveVersion !== null;
  return (
    <Badge variant="outline" data-testid="program-state">
      <span aria-hidden className={`size-2 rounded-full ${live ? "bg-emerald-500" : "bg-zinc-400"}`} />
      {live ? `Published (v${program.liveVersion})` : "Not published"}
      {live && hasUnpublishedChanges(program) ? " · draft has unpublished changes" : ""}
    </Badge>
  );
}
