import { hubFromParams } from "@/lib/hubs/params";
import { ProgramHeader } from "@/components/admin/program-header";
import { adminProgram, NoSuchProgram, type AdminProgramProps } from "@/components/admin/program-params";
import { ProgramPage } from "@/components/programs/program-page";
import { ProgramLegalView } from "@/components/programs/program-legal-view";

export const dynamic = "force-dynamic";

/** The draft exactly as the public pages will show it once published (the same components), form disabled. */
export default async function ProgramPreviewPage({ params, searchParams }: AdminProgramProps) {
  const program = await adminProgram(params);
  if (!program) return <NoSuchProgram />;
  const hub = await hubFromParams(params);
  return (
    <div className="space-y-6">
      <ProgramHeader program={program} current="/preview" />
      <p className="text-sm text-muted-foreground">
        Preview of the draft. The public page changes only when it is published.
      </p>
      <div data-testid="program-preview" className="rounded-md border bg-background">
        <ProgramPage program={program.draft} hub={hub} query={await searchParams} preview />
        <ProgramLegalView program={program.draft} hub={hub} kind="terms" />
        <ProgramLegalView program={program.draft} hub={hub} kind="privacy" />
      </div>
    </div>
  );
}
