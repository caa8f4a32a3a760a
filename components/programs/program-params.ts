import { cache } from "react";
import { notFound } from "next/navigation";
import type { Hub } from "@/lib/hubs";
import { hubFromParams } from "@/lib/hubs/params";
import { getBackend } from "@/lib/backend";
import type { LiveProgram } from "@/lib/programs/record";

export interface ProgramParams {
  params: Promise<{ hub: string; clientId: string }>;
}

/** Hub and the program's live version, or the site's 404 (draft only, unpublished, unknown). */
// Metadata and page read the same row once per request.
const live = cache((slug: string) => getBackend().programs.live(slug));

export async function liveProgram(
  hubParam: Promise<{ hub: string }>,
  slug: string,
): Promise<{ hub: Hub; program: LiveProgram }> {
  const hub = await hubFromParams(hubParam);
  const program = /^[a-z0-9-]{1,60}$/.test(slug) ? await live(slug) : null;
  if (!program) notFound();
  return { hub, program };
}

export async function programFromParams(params: ProgramParams["params"]) {
  return liveProgram(params, (await params).clientId);
}
