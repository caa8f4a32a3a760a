import Link from "next/link";
import { currentAdmin } from "@/lib/auth/admin-session";

export const dynamic = "force-dynamic";

/** The admin home. */
export default async function AdminDashboardPage() {
  if (!(await currentAdmin())) return null;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      <Link href="/admin/leads">Leads</Link>
    </div>
  );
}
