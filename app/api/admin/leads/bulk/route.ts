import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { adminActor, requireAdmin, type AdminSession } from "@/lib/auth/admin-session";
import { agentAssignRefused, mayAssign, sessionRole } from "@/lib/auth/admin-role";
import { isFormPost } from "@/lib/admin/lead-change";
import { serverEnv } from "@/lib/config/server-env";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { checkOrigin, handle, jsonError, readBodyText, readJson } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { fieldErrors } from "@/lib/validation/fields";
import { bulkFormFields, leadBulkSchema, type LeadBulkInput } from "@/lib/validation/follow-up";

export const dynamic = "force-dynamic";

const MAX_BYTES = 8192;

/** Each lead changes with its own audit row; an unknown lead stops the run and is reported. An agent assigns only to themselves. */
async function apply(input: LeadBulkInput, session: AdminSession): Promise<number> {
  const admin = getBackend().admin;
  const actor = adminActor(session);
  if (input.action === "assign" && !mayAssign(await sessionRole(session), actor, input.assignedTo ?? null))
    throw agentAssignRefused();
  const staff = serverEnv().ADMIN_EMAILS;
  let changed = 0;
  for (const id of input.ids) {
    if (input.action === "status") await admin.setStatus(id, input.status!, actor);
    else await admin.assign(id, input.assignedTo ?? null, actor, staff);
    changed += 1;
  }
  return changed;
}

async function readForm(request: Request): Promise<LeadBulkInput> {
  const body = new URLSearchParams(await readBodyText(request, MAX_BYTES));
  const result = leadBulkSchema.safeParse(bulkFormFields(body));
  if (!result.success) {
    throw new AppError("VALIDATION_INVALID_VALUE", "Please check the highlighted fields.", {
      status: 422,
      severity: "LOW",
      fields: fieldErrors(result.error),
    });
  }
  return result.data;
}

function seeOther(back: string, params: Record<string, string>): NextResponse {
  const url = new URL(back, "http://list.invalid");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  // Back to the first page of the list: the change may move rows across pages.
  url.searchParams.delete("page");
  url.searchParams.delete("cursor");
  return new NextResponse(null, {
    status: 303,
    headers: { Location: `${url.pathname}${url.search}`, "cache-control": "no-store" },
  });
}

const json = handle(async (request: Request) => {
  checkOrigin(request);
  const session = await requireAdmin(request);
  const input = await readJson(request, leadBulkSchema, { maxBytes: MAX_BYTES });
  return NextResponse.json({ updated: await apply(input, session) });
});

/**
 * POST {ids[], action: assign|status, assignedTo?|status?}: the list's bulk
 * action bar. JSON answers {updated}; a plain form post (no JavaScript) goes
 * back to the list with `?bulk=<count>` or `?bulkError=<field>`.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isFormPost(request)) return json(request);
  let back = "/admin/leads";
  try {
    checkOrigin(request);
    const session = await requireAdmin(request);
    const input = await readForm(request);
    back = input.back ?? back;
    return seeOther(back, { bulk: String(await apply(input, session)) });
  } catch (error) {
    if (isAppError(error) && error.code === "API_FORBIDDEN") return jsonError(error);
    if (!isAppError(error) || error.status >= 500)
      logger.error("bulk lead change failed", { code: isAppError(error) ? error.code : "API_SERVER_ERROR", error });
    const field = isAppError(error) ? Object.keys(error.fields ?? {})[0] : undefined;
    const status = isAppError(error) ? error.status : 500;
    const reason = field ?? (status === 401 ? "session" : status === 404 ? "not-found" : "failed");
    return seeOther(back, { bulkError: reason });
  }
}
