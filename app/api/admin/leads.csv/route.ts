import { getBackend } from "@/lib/backend";
import { searchParams } from "@/lib/auth/admin-route";
import { adminOnly } from "@/lib/auth/admin-role";
import { requireAdmin } from "@/lib/auth/admin-session";
import { followUpScope } from "@/lib/admin/follow-up-scope";
import { leadFilters, leadQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";
import { csvHeaders, leadsCsvStream } from "@/lib/admin/csv";

export const dynamic = "force-dynamic";

/**
 * GET with the list's filters (hub, q, status, optin, from, to, sort, view):
 * every matching lead as CSV, in the list's order, streamed from the
 * database as it is read, with no cap (the cursor is ignored). Admins only (403 for an agent).
 */
export const GET = adminOnly(async (request) => {
  const filters = {
    ...leadFilters(parseQuery(leadQuerySchema, searchParams(request))),
    ...followUpScope(await requireAdmin(request)),
  };
  const backend = getBackend();
  const stamp = new Date().toISOString().slice(0, 10);
  const body = leadsCsvStream(backend.admin.leadBatches(filters), (ids) => backend.admin.attributionByLead(ids));
  return new Response(body, { headers: csvHeaders(`leads-${filters.hub ?? "all"}-${stamp}.csv`) });
});
