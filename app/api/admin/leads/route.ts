import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { adminRoute, searchParams } from "@/lib/auth/admin-route";
import { requireAdmin } from "@/lib/auth/admin-session";
import { followUpScope } from "@/lib/admin/follow-up-scope";
import { ADMIN_PAGE_SIZE, leadFilters, leadQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";

export const dynamic = "force-dynamic";

/** GET ?hub&q&status&optin&from&to&sort&cursor: matching leads (newest first by default), with the count per hub. */
export const GET = adminRoute(async (request) => {
  const query = parseQuery(leadQuerySchema, searchParams(request));
  const backend = getBackend();
  const [leads, counts] = await Promise.all([
    backend.admin.leads({
      ...leadFilters(query),
      ...followUpScope(await requireAdmin(request)),
      cursor: query.cursor,
      pageSize: ADMIN_PAGE_SIZE,
    }),
    backend.admin.leadCountsByHub(),
  ]);
  return NextResponse.json({ ...leads, counts });
});
