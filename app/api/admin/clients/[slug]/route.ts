import { NextResponse } from "next/server";
import { programRoute, readProgramBody } from "@/lib/admin/program-route";
import { getBackend } from "@/lib/backend";
import { hasUnpublishedChanges, programNotFound, type ProgramRecord } from "@/lib/programs/record";

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
export const GET = programRoute(async ({ slug }) => {
  const found = await getBackend().programs.find(slug);
  if (!found) throw programNotFound();
  return NextResponse.json(view(found));
});

/** PATCH {any field}: change the draft; the public pages keep the live version until the next publish. */
export const PATCH = programRoute(async ({ request, slug, actor }) =>
  NextResponse.json(view(await getBackend().programs.update(slug, await readProgramBody(request), actor))),
);

/** POST: the same change from the admin's plain form (no JavaScript), answered with 303 back to the program. */
export const POST = programRoute(
  async ({ request, slug, actor }) =>
    NextResponse.json(view(await getBackend().programs.update(slug, await readProgramBody(request), actor))),
  (slug) => `/admin/clients/${slug}`,
);
