import { getBackend } from "@/lib/backend";
import { currentAdmin } from "@/lib/auth/admin-session";
import { Dashboard } from "@/components/admin/dashboard/dashboard";
import { LeadSources } from "@/components/admin/dashboard/by-source";
import { choosePeriod } from "@/lib/attribution/period";

export const dynamic = "force-dynamic";

/** The admin home: the figures, read in one call and rendered on the server. */
export default async function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentAdmin())) return null;
  const metrics = await getBackend().admin.dashboard();
  const query = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const period = choosePeriod(first(query.from), first(query.to), new Date(metrics.generatedAt));
  const sources = await getBackend().admin.leadSources(period);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      {/* Every mode keeps the outbox in its database, so its page always exists. */}
      <Dashboard metrics={metrics} outboxHref="/admin/outbox" />
      <LeadSources report={sources} problem={period.problem} />
    </div>
  );
}
