import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { leadMergeSchema } from "@/lib/validation/sales-team";

export const dynamic = "force-dynamic";

/**
 * POST {other, confirm: "merge"}: fold the other lead (its id, or a link to
 * its page) into this one; every submission, note, consent record and
 * attribution row is kept, and the merge is audited. Answers this lead as it
 * now is; a plain form post goes back to its page.
 */
export const POST = leadChangeRoute({
  schema: leadMergeSchema,
  maxBytes: 4096,
  async apply(input, leadId, actor) {
    return NextResponse.json(await getBackend().admin.merge(leadId, input.other, actor));
  },
});
