import { AppError } from "../../errors/app-error.ts";
import type { StaffMember, StaffRole, StaffRoster } from "../../types/backend.ts";
import { appendAudit } from "./audit.ts";
import { inTransaction, type Db } from "./db.ts";
import type { CoreDeps } from "./deps.ts";
import { AWAITING_FIRST_ANSWER } from "./lead-row.ts";

/**
 * The sales team: who is staff (ADMIN_EMAILS), who of them is an agent
 * (STAFF_AGENTS, or a role set on the staff page, which wins), who takes new
 * leads, and the round robin that gives each new lead an owner. The table is
 * the truth every server reads; the environment only seeds it.
 */

type Row = Record<string, unknown>;

/** Past this many, a member's waiting leads read "999+": the count stops reading there. */
export const WAITING_CAP = 999;

const list = (emails: readonly string[]) => emails.map((e) => e.trim().toLowerCase()).filter(Boolean);

/** Make the table match the roster: listed addresses in, roles from the roster unless set on the page, the rest unlisted. */
export async function syncRoster(db: Db, roster: StaffRoster, now: Date = new Date()): Promise<void> {
  const admins = [...new Set(list(roster.admins))];
  const agents = new Set(list(roster.agents));
  await inTransaction(db, async (tx) => {
    // Emails hold no comma (each was checked as an address), so one text parameter carries the list.
    await tx.query(
      `insert into staff (email, role, created_at, updated_at)
         select e, case when e = any(string_to_array($2, ',')) then 'agent' else 'admin' end, $3, $3
           from unnest(string_to_array($1, ',')) e where e <> ''
       on conflict (email) do update set
         listed = true,
         role = case when staff.role_set_on_page then staff.role else excluded.role end,
         updated_at = excluded.updated_at
       where not staff.listed or (not staff.role_set_on_page and staff.role <> excluded.role)`,
      [admins.join(","), [...agents].join(","), now.toISOString()],
    );
    await tx.query(
      `update staff set listed = false, updated_at = $2 where listed and not (email = any(string_to_array($1, ',')))`,
      [admins.join(","), now.toISOString()],
    );
  });
}

const synced = new WeakMap<CoreDeps, Promise<void>>();

/** The roster synced once per host (a failure is tried again on the next call); hosts without one read the table as it is. */
export function ensureRoster(deps: CoreDeps): Promise<void> {
  if (!deps.staff) return Promise.resolve();
  let done = synced.get(deps);
  if (!done) {
    done = syncRoster(deps.db, deps.staff).catch((error: unknown) => {
      synced.delete(deps);
      throw error;
    });
    synced.set(deps, done);
  }
  return done;
}

function toMember(r: Row): StaffMember {
  return {
    email: String(r.email),
    role: r.role === "agent" ? "agent" : "admin",
    roleSetOnPage: Boolean(r.role_set_on_page),
    takesLeads: Boolean(r.takes_leads),
    waiting: Number(r.waiting ?? 0),
    overdue: Number(r.overdue ?? 0),
  };
}

/** Listed staff by email, with how many of their leads wait for a first answer and how many are past the target. */
export async function listStaff(db: Db, now: Date): Promise<StaffMember[]> {
  const { rows } = await db.query<Row>(
    `select s.*,
        (select count(*) from (select 1 from leads l where l.assigned_to = s.email and ${AWAITING_FIRST_ANSWER}
           limit ${WAITING_CAP + 1}) w) as waiting,
        (select count(*) from (select 1 from leads l where l.assigned_to = s.email and ${AWAITING_FIRST_ANSWER}
           and l.respond_by <= $1 limit ${WAITING_CAP + 1}) o) as overdue
       from staff s where s.listed order by s.email`,
    [now.toISOString()],
  );
  return rows.map(toMember);
}

/** A listed member's role, or null for anyone else. */
export async function staffRole(db: Db, email: string): Promise<StaffRole | null> {
  const { rows } = await db.query<{ role: string }>(`select role from staff where email = $1 and listed`, [
    email.trim().toLowerCase(),
  ]);
  const role = rows[0]?.role;
  return role === "admin" || role === "agent" ? role : null;
}

function unknownMember(): AppError {
  const message = "Choose a staff member from the list";
  return new AppError("VALIDATION_INVALID_VALUE", message, {
    status: 422,
    severity: "LOW",
    fields: { email: message },
  });
}

async function changeMember(
  db: Db,
  email: string,
  actor: string,
  now: Date,
  change: { column: "role" | "takes_leads"; value: string | boolean; action: "staff.role" | "staff.takes_leads" },
): Promise<StaffMember> {
  const who = actor.trim();
  if (!who || who.length > 255) throw new AppError("API_BAD_REQUEST", "A change needs the name of who made it");
  const key = email.trim().toLowerCase();
  return inTransaction(db, async (tx) => {
    const row = (await tx.query<Row>(`select * from staff where email = $1 and listed for update`, [key])).rows[0];
    if (!row) throw unknownMember();
    if (row[change.column] === change.value) return toMember(row);
    const extra = change.column === "role" ? ", role_set_on_page = true" : "";
    const updated = await tx.query<Row>(
      `update staff set ${change.column} = $2, updated_at = $3${extra} where email = $1 returning *`,
      [key, change.value, now.toISOString()],
    );
    const field = change.column === "role" ? "role" : "takesLeads";
    await appendAudit(
      tx,
      {
        actor: who,
        action: change.action,
        subject: key,
        before: { [field]: row[change.column] },
        after: { [field]: change.value },
      },
      now,
    );
    return toMember(updated.rows[0]);
  });
}

/** An admin sets a member's role on the staff page: it wins over STAFF_AGENTS from then on. Audited. */
export function setStaffRole(db: Db, email: string, role: StaffRole, actor: string, now: Date): Promise<StaffMember> {
  if (role !== "admin" && role !== "agent") {
    const message = "Choose admin or agent";
    throw new AppError("VALIDATION_INVALID_VALUE", message, {
      status: 422,
      severity: "LOW",
      fields: { role: message },
    });
  }
  return changeMember(db, email, actor, now, { column: "role", value: role, action: "staff.role" });
}

/** Switch a member on or off the round robin of new leads. Audited. */
export function setTakesLeads(db: Db, email: string, on: boolean, actor: string, now: Date): Promise<StaffMember> {
  return changeMember(db, email, actor, now, { column: "takes_leads", value: on, action: "staff.takes_leads" });
}

/**
 * The next owner in turn, inside the lead's transaction: the rotation's one
 * row is locked until that transaction ends, so however many servers take
 * turns at once each reads the last owner the one before it committed; the
 * member who got a lead longest ago (never first, then by email) is next.
 * Null when nobody takes new leads.
 */
export async function nextOwner(tx: Db): Promise<string | null> {
  const anyone = await tx.query(`select 1 from staff where listed and takes_leads limit 1`);
  if (anyone.rows.length === 0) return null;
  const { rows } = await tx.query<{ turn: string | number }>(
    `insert into lead_rotation (id, turn) values (true, 1)
     on conflict (id) do update set turn = lead_rotation.turn + 1 returning turn`,
  );
  const picked = await tx.query<{ email: string }>(
    `update staff set last_turn = $1
      where email = (select email from staff where listed and takes_leads order by last_turn, email limit 1)
      returning email`,
    [rows[0].turn],
  );
  return picked.rows[0]?.email ?? null;
}
