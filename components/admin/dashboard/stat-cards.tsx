import type { ReactNode } from "react";
import Link from "next/link";
import type { DashboardMetrics } from "@/lib/types/backend";
import { cn } from "@/lib/ui/class-names";
import { formatAge, formatPercent } from "./format";

function Stat({ label, value, detail, id }: { label: string; value: ReactNode; detail?: ReactNode; id: string }) {
  return (
    <div className="rounded-lg border bg-card p-4 text-card-foreground" data-stat={id}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`stat-${id}`}>
        {value}
      </dd>
      {detail ? <dd className="mt-1 text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

export interface StatCardsProps {
  metrics: DashboardMetrics;
  /** Where the outbox page is, or null where there is none (hosted backend). */
  outboxHref: string | null;
}

/** The figures at a glance: leads, opt-in rates, verification success, outbox health. */
export function StatCards({ metrics, outboxHref }: StatCardsProps) {
  const { overall, verifications, outbox } = metrics;
  const recent = Object.values(metrics.leadsPerDay)
    .flat()
    .reduce((sum, n) => sum + n, 0);
  const outboxTrouble = outbox.dead > 0;
  return (
    <section aria-labelledby="dashboard-stats" className="space-y-3">
      <h2 id="dashboard-stats" className="sr-only">
        At a glance
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Stat id="leads" label="Total leads" value={overall.leads} detail={`${recent} in the last 30 days`} />
        <Stat
          id="email-opt-in"
          label="Email opt-in"
          value={formatPercent(overall.emailOptInRate)}
          detail={`${overall.emailOptIns} of ${overall.leads} leads`}
        />
        <Stat
          id="sms-opt-in"
          label="SMS opt-in"
          value={formatPercent(overall.smsOptInRate)}
          detail={`${overall.smsOptIns} of ${overall.leads} leads`}
        />
        <Stat
          id="verification"
          label="Verification success (30 days)"
          value={formatPercent(verifications.successRate)}
          detail={`${verifications.verified} of ${verifications.started} verified`}
        />
      </dl>
      <div className="rounded-lg border bg-card p-4 text-card-foreground" data-testid="outbox-health">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-sm font-semibold">Outbox</h3>
          {outboxHref ? (
            <Link href={outboxHref} className="text-sm font-medium text-primary underline underline-offset-4">
              Open the outbox
            </Link>
          ) : null}
        </div>
        <dl className="mt-2 grid grid-cols-3 gap-3">
          <div>
            <dt className="text-sm text-muted-foreground">Pending</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="stat-outbox-pending">
              {outbox.pending}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Dead</dt>
            <dd
              className={cn("text-2xl font-semibold tabular-nums", outboxTrouble && "text-destructive")}
              data-testid="stat-outbox-dead"
            >
              {outbox.dead}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Oldest pending</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="stat-outbox-oldest">
              {formatAge(outbox.oldestPendingSeconds)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
