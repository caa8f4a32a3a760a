import { NextResponse } from "next/server";
import { programRoute } from "@/lib/admin/program-route";
import { adminOnly } from "@/lib/auth/admin-role";
import { getBackend } from "@/lib/backend";

export const dynamic = "force-dynamic";

/** POST: take the public pages down (404); the draft and versions stay. A plain form post answers 303 back to the program's admin page. */
const unpublish = programRoute(
  async ({ slug, actor }) => {
    const p = await getBackend().programs.unpublish(slug, actor);
    return NextResponse.json({ slug: p.slug, liveVersion: p.liveVersion });
  },
  (slug) => `/admin/clients/${slug}`,
);

/** Admins only (403 for an agent). */
export const POST = adminOnly(unpublish);
