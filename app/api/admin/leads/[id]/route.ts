import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { AppError } from "@/lib/errors/app-error";
import { serverEnv } from "@/lib/config/server-env";
import { adminRoute } from "@/lib/auth/admin-route";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { leadIdSchema, leadUpdateSchema } from "@/lib/validation/admin";
import { requireAdmin } from "@/lib/auth/admin-session";
import { agentAssignRefused, mayAssign, sessionRole } from "@/lib/auth/admin-role";

export const dynamic = "force-dynamic";

/** GET: one lead with its consent records, notes and history. */
export const GET = adminRoute(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const id = leadIdSchema.safeParse((await params).id);
  const found = id.success ? await getBackend().admin.lead(id.data) : null;
  if (!found) throw new AppError("LEAD_NOT_FOUND", "Lead not found");
  return NextResponse.json(found);
});

/**
 * PATCH {status?, followUpOn?, assignedTo?}: move the lead in the pipeline, set or clear
 * its follow-up day and its staff owner (an agent may only take it for themselves); answers the lead.
 * POST takes the same as a plain form
 * (the lead page without JavaScript) and answers 303 back to the page.
 */
const update = leadChangeRoute({
  schema: leadUpdateSchema,
  maxBytes: 2048,
  async apply(input, leadId, actor, request) {
    const admin = getBackend().admin;
    if (
      input.assignedTo !== undefined &&
      !mayAssign(await sessionRole(await requireAdmin(request)), actor, input.assignedTo)
    )
      throw agentAssignRefused();
    let lead = input.status === undefined ? null : await admin.setStatus(leadId, input.status, actor);
    if (input.followUpOn !== undefined) lead = await admin.setFollowUp(leadId, input.followUpOn, actor);
    if (input.assignedTo !== undefined)
      lead = await admin.assign(leadId, input.assignedTo, actor, serverEnv().ADMIN_EMAILS);
    return NextResponse.json({ lead });
  },
});

export const PATCH = update;
export const POST = update;
