import type { Metadata } from "next";
import { cookies } from "next/headers";
import { programFromParams, type ProgramParams } from "@/components/programs/program-params";
import { ProgramPage, type ProgramPageQuery } from "@/components/programs/program-page";
import { programMetadata } from "@/lib/seo/client-metadata";
import { typedPhone } from "@/lib/programs/typed-phone";

// Read per request from the published version: a publish shows on every instance at once, with no deploy.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: ProgramParams): Promise<Metadata> {
  const { hub, program } = await programFromParams(params);
  return programMetadata(hub, program.data, "profile");
}

export default async function ClientPage({
  params,
  searchParams,
}: ProgramParams & { searchParams: Promise<ProgramPageQuery> }) {
  const { hub, program } = await programFromParams(params);
  const query = await searchParams;
  // A refused post without JavaScript comes back here with the phone it typed.
  const phone = query.error ? typedPhone(await cookies()) : "";
  return <ProgramPage program={program.data} hub={hub} query={query} typedPhone={phone} />;
}
