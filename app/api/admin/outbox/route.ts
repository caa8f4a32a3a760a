import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { adminRoute, searchParams } from "@/lib/auth/admin-route";
import { ADMIN_PAGE_SIZE, outboxQuerySchema } from "@/lib/validation/admin";
import { parseQuery } from "@/lib/http";
import { maskValidCodes } from "@/lib/messaging/outbox-view";
import { channelsWithProvider } from "@/lib/messaging/runtime";

export const dynamic = "force-dynamic";

/** GET ?cursor&to: outbox messages, newest first, with state, attempts and the provider's last answer; in every mode. */
export const GET = adminRoute(async (request) => {
  const { cursor, to } = parseQuery(outboxQuerySchema, searchParams(request));
  const result = await getBackend().admin.outbox({ cursor, pageSize: ADMIN_PAGE_SIZE, to });
  return NextResponse.json({ ...result, items: maskValidCodes(result.items, channelsWithProvider(), new Date()) });
});
