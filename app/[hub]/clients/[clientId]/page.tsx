import type { Metadata } from "next";
import { programFromParams, type ProgramParams } from "@/components/programs/program-params";
import { PublicProgramPage, type PublicProgramQuery } from "@/components/programs/public-program-page";
import { programMetadata } from "@/lib/seo/client-metadata";

// Read per request from the published version: a publish shows on every instance at once, with no deploy.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: ProgramParams): Promise<Metadata> {
  const { hub, program } = await programFromParams(params);
  return programMetadata(hub, program.data, "profile");
}

export default async function ClientPage({
  params,
  searchParams,
}: ProgramParams & { searchParams: Promise<PublicProgramQuery> }) {
  const { hub, program } = await programFromParams(params);
  return <PublicProgramPage program={program.data} hub={hub} query={await searchParams} />;
}
