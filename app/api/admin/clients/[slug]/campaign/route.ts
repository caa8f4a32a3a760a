import { NextResponse } from "next/server";
import { programRoute } from "@/lib/admin/program-route";
import { requestContext } from "@/lib/http";
import { siteUrl, HUBS } from "@/lib/hubs";
import { getBackend } from "@/lib/backend";
import { programNotFound } from "@/lib/programs/record";
import { campaignBrief } from "@/lib/programs/brief";

export const dynamic = "force-dynamic";

/** GET: the campaign brief of the draft as JSON, with `problems` ([] when ready), URLs on this hub's domain. */
export const GET = programRoute(async ({ request, slug }) => {
  const found = await getBackend().programs.find(slug);
  if (!found) throw programNotFound();
  const brief = campaignBrief(found.draft, siteUrl(HUBS[requestContext(request).hub]));
  return NextResponse.json({ ...brief, published: found.liveVersion !== null, liveVersion: found.liveVersion });
});
