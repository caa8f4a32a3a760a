import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { AppError } from "@/lib/errors";
import { adminRoute, searchParams } from "@/lib/auth/admin-route";
import { ADMIN_PAGE_SIZE, outboxQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";

export const dynamic = "force-dynamic";

/** GET ?page&to: outbox messages, newest first, with their delivery state. */
export const GET = adminRoute(async (request) => {
  const { page, to } = parseQuery(outboxQuerySchema, searchParams(request));
  const backend = getBackend();
  // The in-process hosts (embedded, DATABASE_URL) keep an outbox; Edge Functions really send.
  if (backend.kind === "supabase") throw new AppError("API_NOT_FOUND", "No outbox with a hosted backend");
  return NextResponse.json(await backend.admin.outbox({ page, pageSize: ADMIN_PAGE_SIZE, to }));
});
