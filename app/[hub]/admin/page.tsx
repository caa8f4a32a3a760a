import { getBackend } from "@/lib/backend";
import { currentAdmin } from "@/lib/auth/admin-session";
import { Dashboard } from "@/components/admin/dashboard/dashboard";

export const dynamic = "force-dynamic";

/** The admin home: the figures, read in one call and rendered on the server. */
export default async function AdminDashboardPage() {
  if (!(await currentAdmin())) return null;
  const metrics = await getBackend().admin.dashboard();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      {/* Every mode keeps the outbox in its database, so its page always exists. */}
      <Dashboard metrics={metrics} outboxHref="/admin/outbox" />
    </div>
  );
}
