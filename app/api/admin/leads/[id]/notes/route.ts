import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { leadNoteSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * POST {body}: append a note to the lead under the signed-in actor's name;
 * 201 with the note. A plain form post (no JavaScript) answers 303 back to the
 * lead page. 2,000 characters take at most 8 KB of UTF-8, three times that
 * percent-encoded in a form.
 */
export const POST = leadChangeRoute({
  schema: leadNoteSchema,
  maxBytes: 32 * 1024,
  async apply(input, leadId, actor) {
    const note = await getBackend().admin.addNote(leadId, input.body, actor);
    return NextResponse.json({ note }, { status: 201 });
  },
});
