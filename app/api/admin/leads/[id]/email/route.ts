import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { leadEmailSchema } from "@/lib/validation/sales-team";

export const dynamic = "force-dynamic";

/**
 * POST {subject, message}: email the lead through the outbox, replies to the
 * signed-in staff member; audited, and the lead's first response when it is
 * the first. 201 with the outbox id; a plain form post goes back to the page.
 * 5,000 characters take at most 20 KB of UTF-8, three times that percent-encoded.
 */
export const POST = leadChangeRoute({
  schema: leadEmailSchema,
  maxBytes: 64 * 1024,
  async apply(input, leadId, actor) {
    const sent = await getBackend().admin.emailLead(leadId, { subject: input.subject, body: input.message }, actor);
    return NextResponse.json(sent, { status: 201 });
  },
});
