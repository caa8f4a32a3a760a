import { NextResponse } from "next/server";
import { programRoute } from "@/lib/admin/program-route";
import { adminOnly } from "@/lib/auth/admin-role";
import { getBackend } from "@/lib/backend";

export const dynamic = "force-dynamic";

/** POST: publish the draft as a new live version; 422 naming the field when carriers would refuse it (an age-restricted vertical without its gate). A plain form post answers 303 back to the program's admin page. */
const publish = programRoute(
  async ({ slug, actor }) => {
    const p = await getBackend().programs.publish(slug, actor);
    return NextResponse.json({ slug: p.slug, liveVersion: p.liveVersion });
  },
  (slug) => `/admin/clients/${slug}`,
);

/** Admins only (403 for an agent). */
export const POST = adminOnly(publish);
