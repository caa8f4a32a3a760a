import type { SourceReport } from "@/lib/attribution/types";
import { DEFAULT_PERIOD_DAYS } from "@/lib/attribution/period";
import { HUBS, type HubId } from "@/lib/hubs/registry";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { Breakdown } from "./by-source-chart";

export interface LeadSourcesProps {
  report: SourceReport;
  /** Why the asked-for period was not used, or null. */
  problem: string | null;
}

const hubName = (key: string) => HUBS[key as HubId]?.name ?? key;

/**
 * Where leads came from over a chosen period: by the source, medium and
 * campaign of their first touch and by hub. The period is a plain GET form,
 * so it works before (and without) JavaScript.
 */
export function LeadSources({ report, problem }: LeadSourcesProps) {
  return (
    <section aria-labelledby="lead-sources" className="space-y-4" data-testid="lead-sources">
      <h2 id="lead-sources" className="text-lg font-semibold">
        Where leads come from
      </h2>
      <form method="get" action="/admin" aria-label="Choose the period" className="flex flex-wrap items-end gap-3">
        <div className="grid w-44 gap-1.5">
          <Label htmlFor="sources-from">From</Label>
          <Input id="sources-from" name="from" type="date" defaultValue={report.from} />
        </div>
        <div className="grid w-44 gap-1.5">
          <Label htmlFor="sources-to">To</Label>
          <Input id="sources-to" name="to" type="date" defaultValue={report.to} />
        </div>
        <Button type="submit" variant="outline">
          Show period
        </Button>
        <a href="/admin" className="pb-2 text-sm underline underline-offset-4">
          Last {DEFAULT_PERIOD_DAYS} days
        </a>
      </form>
      {problem && (
        <p role="status" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <p className="text-sm text-muted-foreground" data-testid="lead-sources-period">
        {report.total} {report.total === 1 ? "lead" : "leads"} received {report.from} to {report.to} (UTC days), by
        their first touch. A lead whose form sent no attribution counts as direct / unknown. Each status column is the
        share of the row&apos;s leads that reached it, now or before.
      </p>
      <Breakdown id="source" title="By source" column="Source" rows={report.bySource} />
      <Breakdown id="medium" title="By medium" column="Medium" rows={report.byMedium} />
      <Breakdown id="campaign" title="By campaign" column="Campaign" rows={report.byCampaign} />
      <Breakdown id="hub" title="By hub" column="Hub" rows={report.byHub} label={hubName} />
    </section>
  );
}
