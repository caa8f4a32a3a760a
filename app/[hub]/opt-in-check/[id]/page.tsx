import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hubFromParams } from "@/lib/hubs/params";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { optInReports } from "@/lib/backend/opt-in-reports";
import { ReportView } from "@/components/opt-in-check/report-view";

interface ReportParams {
  params: Promise<{ hub: string; id: string }>;
}

// A report lives in the database for 30 days: read per request, never indexed.
export const dynamic = "force-dynamic";

async function reportFrom(params: ReportParams["params"]) {
  const { id } = await params;
  const report = await optInReports.find(id);
  if (!report) notFound();
  return report;
}

export async function generateMetadata({ params }: ReportParams): Promise<Metadata> {
  const hub = await hubFromParams(params);
  const report = await reportFrom(params);
  return pageMetadata(hub, {
    title: `Opt-in check: ${report.brand}`,
    description: "An opt-in check report: what a carrier reviewer would reject, and how to fix it.",
    path: `/opt-in-check/${report.id}`,
    noindex: true,
  });
}

export default async function OptInReportPage({ params }: ReportParams) {
  await hubFromParams(params);
  return <ReportView report={await reportFrom(params)} />;
}
