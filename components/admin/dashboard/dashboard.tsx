import type { DashboardMetrics } from "@/lib/types/backend";
import { formatTime } from "../format";
import { LeadsPerDay } from "./leads-per-day";
import { OptInTable } from "./opt-in-table";
import { PipelineTable } from "./pipeline-table";
import { StatCards } from "./stat-cards";
import { ResponseTimesPanel } from "./response-times";

export interface DashboardProps {
  metrics: DashboardMetrics;
  /** Where the outbox page is, or null where there is none (hosted backend). */
  outboxHref: string | null;
}

/** The admin home below its heading: every part server-rendered, no client JavaScript. */
export function Dashboard({ metrics, outboxHref }: DashboardProps) {
  return (
    <>
      <p className="text-sm text-muted-foreground">As of {formatTime(metrics.generatedAt)}.</p>
      <StatCards metrics={metrics} outboxHref={outboxHref} />
      {metrics.responses ? <ResponseTimesPanel responses={metrics.responses} /> : null}
      <LeadsPerDay days={metrics.days} leadsPerDay={metrics.leadsPerDay} />
      <div className="grid gap-6 2xl:grid-cols-2">
        <PipelineTable hubs={metrics.hubs} overall={metrics.overall} />
        <OptInTable hubs={metrics.hubs} overall={metrics.overall} />
      </div>
    </>
  );
}
