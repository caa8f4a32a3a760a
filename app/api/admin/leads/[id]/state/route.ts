import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { leadStateSchema } from "@/lib/validation/lead-state";

export const dynamic = "force-dynamic";

/**
 * POST {state}: the US state the lead lives in (two letters), or "" for its
 * number's area code; its staff texts' hours and cap follow it. Audited with
 * the signed-in actor; a plain form post (no JavaScript) answers 303 back to
 * the lead page.
 */
export const POST = leadChangeRoute({
  schema: leadStateSchema,
  maxBytes: 256,
  async apply(input, leadId, actor) {
    return NextResponse.json({ lead: await getBackend().admin.setState(leadId, input.state, actor) });
  },
});
