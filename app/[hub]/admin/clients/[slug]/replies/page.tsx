import { getBackend } from "@/lib/backend";
import { atCursor } from "@/lib/admin/cursor-page";
import { ProgramHeader } from "@/components/admin/program-header";
import { adminProgram, NoSuchProgram, type AdminProgramProps } from "@/components/admin/program-params";
import { RepliesList } from "@/components/admin/replies-list";
import { StaleCursor } from "@/components/admin/stale-cursor";

export const dynamic = "force-dynamic";

/** Replies to the program's number that were no keyword, newest first, by pages of 50; each can be marked as an opt-out. */
export default async function ProgramRepliesPage({ params, searchParams }: AdminProgramProps) {
  const program = await adminProgram(params);
  if (!program) return <NoSuchProgram />;
  const query = await searchParams;
  const raw = query.cursor;
  const error = typeof query.error === "string" ? query.error : undefined;
  const { result: page, staleCursor } = await atCursor(
    (cursor) => getBackend().replies.list(program.id, { cursor }),
    typeof raw === "string" ? raw : undefined,
  );
  return (
    <div className="space-y-6">
      <ProgramHeader program={program} current="/replies" />
      <p className="text-sm text-muted-foreground">
        Texts to {program.draft.brandName}&apos;s number that were not a keyword (STOP, HELP, YES, the join keyword) nor
        a request to stop in other words. Mark one as an opt-out if it asks to stop in a way the engine did not read.
      </p>
      <StaleCursor show={staleCursor} />
      <RepliesList page={page} base={`/admin/clients/${program.slug}/replies`} error={error} />
    </div>
  );
}
