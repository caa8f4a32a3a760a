import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { clientIp } from "@/lib/http";
import { leadOptOutSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * POST {channel}: the person asked staff to stop SMS or email; the opt-out goes
 * in the consent ledger under the signed-in actor's name. 201 when recorded,
 * 200 when that channel was already opted out. A plain form post (no
 * JavaScript) answers 303 back to the lead page.
 */
export const POST = leadChangeRoute({
  schema: leadOptOutSchema,
  maxBytes: 1024,
  async apply(input, leadId, actor, request) {
    const result = await getBackend().admin.recordOptOut(leadId, input.channel, actor, {
      ip: clientIp(request),
      userAgent: request.headers.get("user-agent") ?? "",
    });
    return NextResponse.json(result, { status: result.recorded ? 201 : 200 });
  },
});
