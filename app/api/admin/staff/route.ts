import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { isFormPost, readFormOrJson, seeOther, validate } from "@/lib/auth/admin-form";
import { adminRoleRequired, mayToggle, sessionRole } from "@/lib/auth/admin-role";
import { adminActor, requireAdmin } from "@/lib/auth/admin-session";
import { isAppError } from "@/lib/errors/app-error";
import { checkOrigin, handle } from "@/lib/http";
import { staffChangeSchema, type StaffChangeInput } from "@/lib/validation/sales-team";

export const dynamic = "force-dynamic";

async function apply(request: Request, input: StaffChangeInput) {
  const session = await requireAdmin(request);
  const actor = adminActor(session);
  const role = await sessionRole(session);
  const admin = getBackend().admin;
  if (input.role !== undefined) {
    if (role !== "admin") throw adminRoleRequired();
    return admin.setStaffRole(input.email, input.role, actor);
  }
  if (!mayToggle(role, actor, input.email)) throw adminRoleRequired();
  return admin.setTakesLeads(input.email, input.takesLeads!, actor);
}

/**
 * POST {email, role} (admins only) or {email, takesLeads}: change a staff
 * member's role, or switch them on or off the round robin of new leads (an
 * agent: only themselves). Each change is audited. A plain form post from the
 * staff page goes back to it, with `?saved=<email>` or `?error=<field>`.
 */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  await requireAdmin(request);
  const form = isFormPost(request);
  try {
    const member = await apply(request, validate(staffChangeSchema, await readFormOrJson(request, form, 2048)));
    return form ? seeOther(`/admin/staff?saved=${encodeURIComponent(member.email)}`) : NextResponse.json({ member });
  } catch (error) {
    // A form post goes back to the page naming the field at fault; JSON callers (and 401/403) get the error itself.
    if (form && isAppError(error) && error.status === 422)
      return seeOther(`/admin/staff?error=${encodeURIComponent(Object.keys(error.fields ?? {})[0] ?? "failed")}`);
    throw error;
  }
});
