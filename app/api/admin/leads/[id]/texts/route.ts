import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { AppError } from "@/lib/errors/app-error";
import { adminRoute } from "@/lib/auth/admin-route";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { handOffOutbox } from "@/lib/messaging/runtime";
import { leadIdSchema } from "@/lib/validation/admin";
import { leadTextSchema } from "@/lib/validation/lead-texting";

export const dynamic = "force-dynamic";

/** GET: the lead's texts and whether staff may text it now (the lead page polls it). */
export const GET = adminRoute(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const id = leadIdSchema.safeParse((await params).id);
  if (!id.success) throw new AppError("LEAD_NOT_FOUND", "Lead not found", { severity: "LOW" });
  return NextResponse.json(await getBackend().admin.thread(id.data), { headers: { "cache-control": "no-store" } });
});

/**
 * POST {body}: text the lead's number as the signed-in actor. 201 once it is
 * queued in the outbox; 422 (or 429 when the day's budget is spent) with the
 * reason in fields.body, and nothing queued, when the number may not be texted.
 */
export const POST = leadChangeRoute({
  schema: leadTextSchema,
  maxBytes: 8 * 1024,
  async apply(input, leadId, actor) {
    const text = await getBackend().admin.sendText(leadId, input.body, actor);
    handOffOutbox();
    return NextResponse.json(text, { status: 201 });
  },
});
