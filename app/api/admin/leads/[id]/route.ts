import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { AppError } from "@/lib/errors";
import { adminRoute } from "@/lib/auth/admin-route";
import { leadIdSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/** GET: one lead with its consent records. */
export const GET = adminRoute(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const id = leadIdSchema.safeParse((await params).id);
  const found = id.success ? await getBackend().admin.lead(id.data) : null;
  if (!found) throw new AppError("LEAD_NOT_FOUND", "Lead not found");
  return NextResponse.json(found);
});
