import type { Metadata } from "next";
import { programFromParams, type ProgramParams } from "@/components/programs/program-params";
import { ProgramLegalView } from "@/components/programs/program-legal-view";
import { programMetadata } from "@/lib/seo/client-metadata";

// Read per request from the published version, like the program's page.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: ProgramParams): Promise<Metadata> {
  const { hub, program } = await programFromParams(params);
  return programMetadata(hub, program.data, "privacy");
}

export default async function ClientPrivacyPage({ params }: ProgramParams) {
  const { hub, program } = await programFromParams(params);
  return <ProgramLegalView program={program.data} hub={hub} kind="privacy" />;
}
