import { getBackend } from "@/lib/backend";
import { currentStaff } from "@/lib/auth/admin-role";
import { responseClockFromEnv } from "@/lib/config/server-env";
import { StaffList } from "@/components/admin/staff-list";
import { STAFF_FIELD_MESSAGES } from "@/lib/validation/sales-team";

export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The sales team: each listed member's role and the round-robin switch (an
 * admin changes anyone's; an agent pauses or resumes only their own), and how
 * many of their leads wait for a first answer. Plain forms, no JavaScript.
 */
export default async function AdminStaffPage({ searchParams }: { searchParams: Search }) {
  const staff = await currentStaff();
  if (!staff) return null;
  const query = await searchParams;
  const saved = one(query.saved)?.slice(0, 255);
  const error = one(query.error)?.slice(0, 40);
  const members = await getBackend().admin.staff();
  const clock = responseClockFromEnv();
  const takers = members.filter((m) => m.takesLeads).length;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Staff</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">
          New leads go in turn to the {takers === 1 ? "member" : `${takers} members`} who take them. Each should be
          answered within {clock.targetMinutes} minutes of staff hours ({clock.hours.text}, {clock.timeZone}): past that
          its owner gets one reminder, and past twice that the sales inbox hears once.
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-lg border bg-card p-4">
          <dt className="font-semibold">Admin</dt>
          <dd className="mt-1 text-muted-foreground">
            Everything, including erasing, publishing programs, CSVs and roles.
          </dd>
        </div>
        <div className="rounded-lg border bg-card p-4">
          <dt className="font-semibold">Agent</dt>
          <dd className="mt-1 text-muted-foreground">
            Works leads: views them, writes notes, changes status, texts and emails, and takes a lead for themselves.
          </dd>
        </div>
      </dl>
      {saved ? (
        <p role="status" className="text-sm text-muted-foreground">
          Saved for {saved}.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {STAFF_FIELD_MESSAGES[error as keyof typeof STAFF_FIELD_MESSAGES] ?? "The change could not be saved."}
        </p>
      ) : null}
      {members.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          No staff are listed: add their addresses to ADMIN_EMAILS (and the agents among them to STAFF_AGENTS).
        </p>
      ) : (
        <StaffList members={members} actor={staff.actor} role={staff.role} />
      )}
    </div>
  );
}
