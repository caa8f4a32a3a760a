import "server-only";
import { cache } from "react";
import { getBackend } from "@/lib/backend";
import type { StaffRole } from "@/lib/types/backend";
import { AppError } from "@/lib/errors/app-error";
import { handle } from "@/lib/http";
import { ACCESS_CODE_ACTOR, adminActor, currentAdmin, requireAdmin, type AdminSession } from "./admin-session";

/**
 * What a signed-in staff member may do. The access code (and `next dev` on
 * localhost) is an admin; a named member has the role the staff table gives
 * them (STAFF_AGENTS, or the staff page). Agents work leads: view, note,
 * change status, text and email, and take a lead for themselves; they may not
 * erase a lead or a subscriber, publish or unpublish a program, download a
 * CSV or change a role. Every route checks here; the pages hide what the role
 * may not do.
 */

export type { StaffRole };

/** The role of a live session; a named member no longer listed gets the least access. */
export async function sessionRole(session: AdminSession): Promise<StaffRole> {
  if (session.via === "dev-localhost") return "admin";
  const actor = adminActor(session);
  if (actor === ACCESS_CODE_ACTOR) return "admin";
  return (await getBackend().admin.staffRole(actor)) ?? "agent";
}

/** The 403 an agent gets for an admin's action, in the one JSON error shape. */
export function adminRoleRequired(): AppError {
  return new AppError("API_FORBIDDEN", "Only an admin can do this.", { status: 403, severity: "LOW" });
}

/** For route handlers: the session of an admin, else 401 (no session) or 403 (an agent). */
export async function requireAdminRole(request: Request): Promise<AdminSession> {
  const session = await requireAdmin(request);
  if ((await sessionRole(session)) !== "admin") throw adminRoleRequired();
  return session;
}

/** A route handler only admins may call: the role is checked before anything else the handler does. */
export function adminOnly<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return handle(async (request: Request, ...rest: A) => {
    await requireAdminRole(request);
    return handler(request, ...rest);
  });
}

/** Who is signed in and what they may do, once per page render; null without a live session. */
export const currentStaff = cache(
  async (): Promise<{ session: AdminSession; actor: string; role: StaffRole } | null> => {
    const session = await currentAdmin();
    if (!session) return null;
    return { session, actor: adminActor(session), role: await sessionRole(session) };
  },
);

/** Whom a member may give a lead to: an admin anyone listed (or nobody), an agent only themselves. */
export function mayAssign(role: StaffRole, actor: string, assignee: string | null): boolean {
  return role === "admin" || (assignee !== null && assignee.trim().toLowerCase() === actor.trim().toLowerCase());
}

/** An agent asked to give a lead to someone else. */
export function agentAssignRefused(): AppError {
  return new AppError("API_FORBIDDEN", "An agent can take a lead only for themselves.", {
    status: 403,
    severity: "LOW",
    fields: { assignedTo: "An agent can take a lead only for themselves" },
  });
}

/** Whose "takes new leads" switch a member may flip: an admin anyone's, an agent their own. */
export function mayToggle(role: StaffRole, actor: string, email: string): boolean {
  return role === "admin" || email.trim().toLowerCase() === actor.trim().toLowerCase();
}
