import { NextResponse } from "next/server";
import { z } from "zod";
import { getBackend } from "@/lib/backend";
import { leadChangeRoute } from "@/lib/admin/lead-change";

export const dynamic = "force-dynamic";

const cancelTextSchema = z.object({ textId: z.string().trim().min(1).max(100) });

/**
 * POST {textId}: cancel a staff text that has not gone yet (one held for the
 * recipient's quiet hours). 200 with the text, now cancelled; 409 once it is
 * already being sent; audited with the signed-in actor.
 */
export const POST = leadChangeRoute({
  schema: cancelTextSchema,
  maxBytes: 1024,
  async apply(input, leadId, actor) {
    return NextResponse.json(await getBackend().admin.cancelText(leadId, input.textId, actor));
  },
});
