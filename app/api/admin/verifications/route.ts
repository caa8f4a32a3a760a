import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { adminRoute, searchParams } from "@/lib/auth/admin-route";
import { ADMIN_PAGE_SIZE, pageQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";

export const dynamic = "force-dynamic";

/** GET ?cursor: verifications with status and times; the summary type carries no codes. */
export const GET = adminRoute(async (request) => {
  const { cursor } = parseQuery(pageQuerySchema, searchParams(request));
  return NextResponse.json(await getBackend().admin.verifications({ cursor, pageSize: ADMIN_PAGE_SIZE }));
});
