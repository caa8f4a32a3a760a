import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { leadChangeRoute } from "@/lib/admin/lead-change";
import { adminOnly } from "@/lib/auth/admin-role";
import { leadEraseSchema } from "@/lib/validation/lead-texting";

export const dynamic = "force-dynamic";

/**
 * POST {confirm: "erase"}: erase the person's personal data at their request,
 * recorded under the signed-in actor. 200 with what was done; 409 when already
 * erased; 500 (nothing erased) if personal data would remain anywhere.
 */
const erase = leadChangeRoute({
  schema: leadEraseSchema,
  maxBytes: 1024,
  async apply(_input, leadId, actor) {
    return NextResponse.json(await getBackend().admin.erase(leadId, actor));
  },
});

/** Admins only (403 for an agent). */
export const POST = adminOnly(erase);
