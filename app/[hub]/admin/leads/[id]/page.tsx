import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeft, Download } from "lucide-react";
import { getBackend } from "@/lib/backend";
import { currentStaff } from "@/lib/auth/admin-role";
import { leadIdSchema } from "@/lib/validation/admin";
import { LeadDetail } from "@/components/admin/lead-detail";
import { LeadAttributionSection } from "@/components/admin/lead-attribution";
import { LeadOptInReport } from "@/components/admin/lead-opt-in-report";
import { optInReports } from "@/lib/backend/opt-in-reports";
import { industryName } from "@/content/industries";
import { LeadOptOutForm, LeadPipeline } from "@/components/admin/lead-pipeline";
import { LeadStatusBadge } from "@/components/admin/lead-status-badge";
import { LeadOwnership } from "@/components/admin/lead-ownership";
import { responseClockFromEnv } from "@/lib/config/server-env";
import { serverNow } from "@/lib/config/test-clock";
import { leadWait } from "@/lib/backend/core/response-clock";
import { LeadWaitBadge } from "@/components/admin/lead-wait";
import { LeadAlsoWrote } from "@/components/admin/lead-also-wrote";
import { LeadMergeSection } from "@/components/admin/lead-merge";
import { LeadEmailForm } from "@/components/admin/lead-email-form";
import { LeadThread } from "@/components/admin/lead-thread";
import { LeadStateForm } from "@/components/admin/lead-state-form";
import { LeadErase } from "@/components/admin/lead-erase";
import { Button } from "@/components/ui/button";

export const dynamic = "force-dynamic";

interface AdminLeadPageProps {
  params: Promise<{ hub: string; id: string }>;
  /** `error`: what a no-JavaScript change post came back with. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function AdminLeadPage({ params, searchParams }: AdminLeadPageProps) {
  const staff = await currentStaff();
  if (!staff) return null;
  const rawError = (await searchParams).error;
  const error = (Array.isArray(rawError) ? rawError[0] : rawError)?.slice(0, 40);
  // Next has already decoded the segment; the schema refuses anything that is not an id.
  const id = leadIdSchema.safeParse((await params).id);
  const found = id.success ? await getBackend().admin.lead(id.data) : null;
  // A lead merged into another: its link still finds the person.
  const movedTo = !found && id.success ? await getBackend().admin.mergedInto(id.data) : null;
  if (movedTo) redirect(`/admin/leads/${movedTo}`);
  const members = found ? (await getBackend().admin.staff()).map((m) => m.email) : [];
  const thread = found ? await getBackend().admin.thread(found.lead.id) : null;
  const attribution = found ? await getBackend().admin.attribution(found.lead.id) : null;
  const reportId = attribution?.optInReport ?? null;
  const report = reportId ? await optInReports.find(reportId) : null;
  return (
    <div className="space-y-6">
      <Link
        href="/admin/leads"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> All leads
      </Link>
      {found ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight">{found.lead.name}</h1>
              <LeadStatusBadge status={found.lead.status} />
              <LeadWaitBadge wait={leadWait(found.lead, serverNow(), responseClockFromEnv())} />
              <span className="text-sm text-muted-foreground" data-testid="lead-page-owner">
                {found.lead.assignedTo ? `Owner: ${found.lead.assignedTo}` : "No owner"}
              </span>
            </div>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={`/api/admin/leads/${found.lead.id}/consent-proof`} download>
                  <Download aria-hidden />
                  Download proof
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={`/api/admin/leads/${found.lead.id}/consent-proof?format=json`} download>
                  <Download aria-hidden />
                  Proof as JSON
                </a>
              </Button>
            </div>
          </div>
          <LeadAlsoWrote lead={found.lead} history={found.history} />
          <LeadDetail
            lead={found.lead}
            consents={found.consents}
            history={found.history}
            pipeline={
              <>
                <LeadOwnership lead={found.lead} staff={members} role={staff.role} actor={staff.actor} error={error} />
                <LeadPipeline lead={found.lead} notes={found.notes} audit={found.audit} error={error} />
              </>
            }
            consentAction={<LeadOptOutForm leadId={found.lead.id} error={error} />}
          />
          {found.lead.phone && !found.lead.erasedAt ? <LeadStateForm lead={found.lead} error={error} /> : null}
          {thread ? <LeadThread leadId={found.lead.id} initial={thread} /> : null}
          {found.lead.erasedAt ? null : (
            <LeadEmailForm leadId={found.lead.id} email={found.lead.email} hubId={found.lead.hubId} error={error} />
          )}
          {found.lead.erasedAt ? null : (
            <LeadMergeSection
              leadId={found.lead.id}
              duplicates={found.duplicates ?? []}
              merged={found.merged ?? []}
              error={error}
            />
          )}
          {staff.role === "admin" ? (
            <LeadErase
              leadId={found.lead.id}
              erasedAt={found.lead.erasedAt ?? null}
              erasedBy={found.lead.erasedBy ?? null}
              smsOptedOut={Boolean(found.lead.smsOptedOut)}
            />
          ) : null}
          {reportId ? <LeadOptInReport id={reportId} report={report} /> : null}
          {attribution && (
            <LeadAttributionSection
              attribution={attribution}
              industry={attribution.industry ? industryName(found.lead.hubId, attribution.industry) : null}
            />
          )}
        </>
      ) : (
        <h1 className="text-2xl font-bold tracking-tight">Lead not found</h1>
      )}
    </div>
  );
}
