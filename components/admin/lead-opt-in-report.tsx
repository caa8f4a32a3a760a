import type { OptInReport } from "@/lib/backend/opt-in-reports";
import { VERTICALS } from "@/lib/compliance/verticals";

/**
 * The opt-in check report a lead's contact was sent from: its brand and counts, and a link to read it whole.
 * Reports go after 30 days; the lead keeps the id it came with.
 */
export function LeadOptInReport({ id, report }: { id: string; report: OptInReport | null }) {
  const count = (status: string) => report?.checks.filter((c) => c.status === status).length ?? 0;
  return (
    <section aria-labelledby="lead-opt-in-report" className="space-y-2" data-testid="lead-opt-in-report">
      <h2 id="lead-opt-in-report" className="text-lg font-semibold">
        Opt-in check report
      </h2>
      {report ? (
        <p className="text-sm">
          Sent from the check of <strong>{report.brand}</strong> ({VERTICALS[report.vertical]?.label ?? report.vertical}
          ): {count("fail")} to fix, {count("unknown")} not seen, {count("pass")} passing.{" "}
          <a href={`/opt-in-check/${id}`} className="font-medium text-primary underline" target="_blank" rel="noopener">
            Open the report
          </a>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Sent from an opt-in check report that has since been removed (after 30 days).
        </p>
      )}
    </section>
  );
}
