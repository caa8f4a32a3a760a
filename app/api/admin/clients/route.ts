import { NextResponse } from "next/server";
import { adminActor, requireAdmin } from "@/lib/auth/admin-session";
import { adminRoute } from "@/lib/auth/admin-route";
import { checkOrigin } from "@/lib/http";
import { database } from "@/lib/backend/database";
import { readProgramJson } from "@/lib/admin/program-route";
import { createProgram, hasUnpublishedChanges, listPrograms } from "@/lib/programs/store";

export const dynamic = "force-dynamic";

/** GET: every program with its state. */
export const GET = adminRoute(async () => {
  const programs = await listPrograms(database());
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

/** POST {slug, businessName, …}: a new draft → 201 {slug}; 422 naming each bad field; 409 for a taken slug or number. */
export const POST = adminRoute(async (request) => {
  const actor = adminActor(await requireAdmin(request));
  checkOrigin(request);
  const created = await createProgram(database(), await readProgramJson(request), actor);
  return NextResponse.json({ slug: created.slug }, { status: 201 });
});
