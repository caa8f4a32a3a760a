import { currentAdmin } from "@/lib/auth/admin-session";
import { VITALS_RETENTION_DAYS } from "@/lib/backend/core/retention";
import { choosePeriod, DEFAULT_PERIOD_DAYS } from "@/lib/attribution/period";
import { getBackend } from "@/lib/backend";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { SpeedTable } from "@/components/admin/speed/speed-table";
import { SpeedTrend } from "@/components/admin/speed/speed-trend";

export const dynamic = "force-dynamic";

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * What real visits measured on the public pages (field vitals): the 75th
 * percentile per page, hub and device class, and per day. The period is a
 * plain GET form, so it works before (and without) JavaScript.
 */
export default async function AdminSpeedPage({ searchParams }: { searchParams: Promise<Query> }) {
  if (!(await currentAdmin())) return null;
  const query = await searchParams;
  const period = choosePeriod(first(query.from), first(query.to), new Date());
  const report = await getBackend().vitals.speedReport(period);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Speed</h1>
      <p className="max-w-3xl text-sm text-muted-foreground">
        Measured by visitors&apos; own browsers on the public pages: Largest Contentful Paint (LCP), Interaction to Next
        Paint (INP), Cumulative Layout Shift (CLS), First Contentful Paint (FCP) and Time to First Byte (TTFB). Google
        rates a page by the 75th percentile of its visits: LCP good up to 2.5 s and poor over 4 s, INP 200 / 500 ms, CLS
        0.1 / 0.25, FCP 1.8 / 3 s, TTFB 0.8 / 1.8 s. Samples are kept {VITALS_RETENTION_DAYS} days.
      </p>
      <form
        method="get"
        action="/admin/speed"
        aria-label="Choose the period"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="grid w-44 gap-1.5">
          <Label htmlFor="speed-from">From</Label>
          <Input id="speed-from" name="from" type="date" defaultValue={report.from} />
        </div>
        <div className="grid w-44 gap-1.5">
          <Label htmlFor="speed-to">To</Label>
          <Input id="speed-to" name="to" type="date" defaultValue={report.to} />
        </div>
        <Button type="submit" variant="outline">
          Show period
        </Button>
        <a href="/admin/speed" className="pb-2 text-sm underline underline-offset-4">
          Last {DEFAULT_PERIOD_DAYS} days
        </a>
      </form>
      {period.problem && (
        <p role="status" className="text-sm text-destructive">
          {period.problem}
        </p>
      )}
      <p className="text-sm text-muted-foreground" data-testid="speed-period">
        {report.views} {report.views === 1 ? "page view" : "page views"} measured {report.from} to {report.to} (UTC
        days).
      </p>
      <SpeedTable report={report} />
      <SpeedTrend report={report} />
    </div>
  );
}
