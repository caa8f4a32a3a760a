import { getBackend } from "@/lib/backend";
import { currentAdmin } from "@/lib/auth/admin-session";
import { Dashboard } from "@/components/admin/dashboard/dashboard";

export const dynamic = "force-dynamic";

/** The admin home: the figures, read in one call and rendered on the server. */
export default async function AdminDashboardPage() {
  if (!(await currentAdmin())) return null;
  const backend = getBackend();
  const metrics = await backend.admin.dashboard();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      {/* The outbox page exists wherever the sidebar lists it. */}
      <Dashboard metrics={metrics} outboxHref={backend.kind === "supabase" ? null : "/admin/outbox"} />
    </div>
  );
}
