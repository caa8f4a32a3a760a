import { NextResponse } from "next/server";
import { programRoute, readProgramBody } from "@/lib/admin/program-route";
import {
  findProgram,
  hasUnpublishedChanges,
  programNotFound,
  updateProgram,
  type ProgramRecord,
} from "@/lib/programs/store";

export const dynamic = "force-dynamic";

function view(p: ProgramRecord) {
  return {
    slug: p.slug,
    draft: p.draft,
    published: p.live,
    liveVersion: p.liveVersion,
    latestVersion: p.latestVersion,
    unpublishedChanges: hasUnpublishedChanges(p),
    updatedAt: p.updatedAt,
    updatedBy: p.updatedBy,
  };
}

/** GET: the draft, the live version and whether they differ. */
export const GET = programRoute(async ({ slug, db }) => {
  const found = await findProgram(db, slug);
  if (!found) throw programNotFound();
  return NextResponse.json(view(found));
});

/** PATCH {any field}: change the draft; the public pages keep the live version until the next publish. */
export const PATCH = programRoute(async ({ request, slug, actor, db }) =>
  NextResponse.json(view(await updateProgram(db, slug, await readProgramBody(request), actor))),
);

/** POST: the same change from the admin's plain form (no JavaScript), answered with 303 back to the program. */
export const POST = programRoute(
  async ({ request, slug, actor, db }) =>
    NextResponse.json(view(await updateProgram(db, slug, await readProgramBody(request), actor))),
  (slug) => `/admin/clients/${slug}`,
);
