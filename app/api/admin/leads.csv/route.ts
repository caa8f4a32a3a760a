import { getBackend } from "@/lib/backend";
import type { Lead } from "@/lib/backend/types";
import { adminRoute, searchParams } from "@/lib/auth/admin-route";
import { requireAdmin } from "@/lib/auth/admin-session";
import { followUpScope } from "@/lib/admin/follow-up-scope";
import { leadFilters, leadQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";
import { leadsCsv } from "@/lib/admin/csv";
import type { LeadAttribution } from "@/lib/attribution/types";

export const dynamic = "force-dynamic";

// The backend pages at most 100 rows at a time.
const BATCH = 100;
const MAX_ROWS = 100_000;

/**
 * GET with the list's filters (hub, q, status, optin, from, to, sort): every
 * matching lead as CSV, in the list's order (the page parameter is ignored).
 */
export const GET = adminRoute(async (request) => {
  const filters = {
    ...leadFilters(parseQuery(leadQuerySchema, searchParams(request))),
    ...followUpScope(await requireAdmin(request)),
  };
  const backend = getBackend();
  const leads: Lead[] = [];
  for (let page = 1; leads.length < MAX_ROWS; page += 1) {
    const batch = await backend.admin.leads({ ...filters, page, pageSize: BATCH });
    leads.push(...batch.items);
    if (batch.items.length === 0 || batch.items.length < batch.pageSize || leads.length >= batch.total) break;
  }
  const stamp = new Date().toISOString().slice(0, 10);
  const attribution = new Map<string, LeadAttribution>();
  for (let i = 0; i < leads.length; i += BATCH) {
    const found = await backend.admin.attributionByLead(leads.slice(i, i + BATCH).map((lead) => lead.id));
    for (const [id, entry] of found) attribution.set(id, entry);
  }
  return new Response(leadsCsv(leads, attribution), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${filters.hub ?? "all"}-${stamp}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
