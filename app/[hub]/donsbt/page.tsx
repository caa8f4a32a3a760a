import type { Metadata } from "next";
import type { HubParams } from "@/lib/hubs/params";
import { liveProgram } from "@/components/programs/program-params";
import { PublicProgramPage, type PublicProgramQuery } from "@/components/programs/public-program-page";
import { programMetadata } from "@/lib/seo/client-metadata";

/** /donsbt shows the donsbt program's page; canonical is /clients/donsbt. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: HubParams): Promise<Metadata> {
  const { hub, program } = await liveProgram(params, "donsbt");
  return programMetadata(hub, program.data, "profile");
}

export default async function DonsbtPage({
  params,
  searchParams,
}: HubParams & { searchParams: Promise<PublicProgramQuery> }) {
  const { hub, program } = await liveProgram(params, "donsbt");
  return <PublicProgramPage program={program.data} hub={hub} query={await searchParams} />;
}
