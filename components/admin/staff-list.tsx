import Link from "next/link";
import type { StaffMember, StaffRole } from "@/lib/types/backend";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { adminHref, initials } from "./format";

const ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", agent: "Agent" };
const count = (n: number) => (n > 999 ? "999+" : n.toLocaleString("en-US"));

export interface StaffListProps {
  members: readonly StaffMember[];
  /** The signed-in member's address and role: an admin changes anyone; an agent only their own switch. */
  actor: string;
  role: StaffRole;
}

/** The team, one row per listed member: role, the round-robin switch, and their leads waiting for an answer. */
export function StaffList({ members, actor, role }: StaffListProps) {
  return (
    <ul className="divide-y rounded-lg border bg-card" data-testid="staff-list" aria-label="Staff">
      {members.map((m) => {
        const me = m.email === actor.toLowerCase();
        return (
          <li
            key={m.email}
            className="grid gap-4 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(10rem,1fr)_minmax(15rem,1fr)_minmax(10rem,auto)] lg:items-center"
            data-member={m.email}
          >
            <div className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden
                className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
              >
                {initials(m.email)}
              </span>
              <div className="min-w-0">
                <p className="truncate font-medium">
                  {m.email}
                  {me ? <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {m.roleSetOnPage ? "Role set on this page" : "Role from the server's settings"}
                </p>
              </div>
            </div>
            <RoleControl member={m} editable={role === "admin"} />
            <LeadsSwitch member={m} editable={role === "admin" || me} />
            <div className="flex gap-4 text-sm lg:justify-end">
              <Link href={adminHref("/admin/leads", { owner: m.email })} className="underline-offset-4 hover:underline">
                <span className="font-semibold tabular-nums">{count(m.waiting)}</span> waiting
              </Link>
              <Link
                href={adminHref("/admin/leads", { view: "overdue", owner: m.email })}
                className={
                  m.overdue > 0
                    ? "font-medium text-destructive underline-offset-4 hover:underline"
                    : "text-muted-foreground underline-offset-4 hover:underline"
                }
                data-testid="staff-overdue"
              >
                <span className="font-semibold tabular-nums">{count(m.overdue)}</span> overdue
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function RoleControl({ member, editable }: { member: StaffMember; editable: boolean }) {
  if (!editable) {
    return (
      <p className="text-sm">
        <span className="sr-only">Role: </span>
        {ROLE_LABELS[member.role]}
      </p>
    );
  }
  const id = `role-${member.email.replace(/[^a-z0-9]/gi, "-")}`;
  return (
    <form method="post" action="/api/admin/staff" className="flex items-center gap-2">
      <input type="hidden" name="email" value={member.email} />
      <label htmlFor={id} className="sr-only">
        Role of {member.email}
      </label>
      <NativeSelect id={id} name="role" defaultValue={member.role} className="h-9">
        <option value="admin">Admin</option>
        <option value="agent">Agent</option>
      </NativeSelect>
      <Button type="submit" size="sm" variant="outline" aria-label={`Save the role of ${member.email}`}>
        Save
      </Button>
    </form>
  );
}

function LeadsSwitch({ member, editable }: { member: StaffMember; editable: boolean }) {
  const state = (
    <span className="inline-flex items-center gap-2 text-sm" data-testid="takes-leads">
      <span aria-hidden className={`size-2 rounded-full ${member.takesLeads ? "bg-emerald-500" : "bg-zinc-400"}`} />
      {member.takesLeads ? "Takes new leads" : "Takes no new leads"}
    </span>
  );
  if (!editable) return state;
  return (
    <form method="post" action="/api/admin/staff" className="flex items-center justify-between gap-3 lg:justify-start">
      <input type="hidden" name="email" value={member.email} />
      <input type="hidden" name="takesLeads" value={member.takesLeads ? "off" : "on"} />
      {state}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        aria-label={`${member.takesLeads ? "Pause" : "Resume"} new leads for ${member.email}`}
      >
        {member.takesLeads ? "Pause" : "Resume"}
      </Button>
    </form>
  );
}
