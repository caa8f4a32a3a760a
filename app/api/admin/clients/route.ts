import { NextResponse } from "next/server";
import { adminActor, requireAdmin } from "@/lib/auth/admin-session";
import { adminRoute } from "@/lib/auth/admin-route";
import { checkOrigin } from "@/lib/http";
import { getBackend } from "@/lib/backend";
import { readProgramBody, seeOther } from "@/lib/admin/program-route";
import { isAppError } from "@/lib/errors/app-error";
import { isFormPost } from "@/lib/auth/admin-form";
import { hasUnpublishedChanges } from "@/lib/programs/record";

export const dynamic = "force-dynamic";

/** GET: every program with its state. */
export const GET = adminRoute(async () => {
  const programs = await getBackend().programs.list();
  return NextResponse.json({
    programs: programs.map((p) => ({
      slug: p.slug,
      brandName: p.draft.brandName,
      programName: p.draft.programName,
      published: p.liveVersion !== null,
      liveVersion: p.liveVersion,
      unpublishedChanges: hasUnpublishedChanges(p),
      updatedAt: p.updatedAt,
    })),
  });
});

/**
 * POST {slug, businessName, …}: a new draft → 201 {slug}; 422 naming each bad field; 409 for a taken slug or
 * number. The admin's plain form (no JavaScript) gets 303 to the program, or back with `?error=<field>`.
 */
export const POST = adminRoute(async (request) => {
  const actor = adminActor(await requireAdmin(request));
  checkOrigin(request);
  const form = isFormPost(request);
  try {
    const created = await getBackend().programs.create(await readProgramBody(request), actor);
    if (form) return seeOther(`/admin/clients/${created.slug}`);
    return NextResponse.json({ slug: created.slug }, { status: 201 });
  } catch (error) {
    if (form && isAppError(error) && error.status < 500)
      return seeOther(`/admin/clients/new?error=${encodeURIComponent(Object.keys(error.fields ?? {})[0] ?? "failed")}`);
    throw error;
  }
});
