import { ProgramForm } from "@/components/admin/program-form";
import { ProgramHeader } from "@/components/admin/program-header";
import { adminProgram, NoSuchProgram, type AdminProgramProps } from "@/components/admin/program-params";
import { Button } from "@/components/ui/button";
import { hasUnpublishedChanges } from "@/lib/programs/record";
import { publishBlockers } from "@/lib/programs/brief";
import { currentStaff } from "@/lib/auth/admin-role";

export const dynamic = "force-dynamic";

/** A program's draft: edit it, publish it (a new version goes live) or take the public pages down. */
export default async function AdminProgramPage({ params, searchParams }: AdminProgramProps) {
  const program = await adminProgram(params);
  if (!program) return <NoSuchProgram />;
  const raw = (await searchParams).error;
  const field = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 40);
  const blockers = publishBlockers(program.draft);
  const base = `/api/admin/clients/${program.slug}`;
  const live = program.liveVersion !== null;
  const mayPublish = (await currentStaff())?.role === "admin";
  return (
    <div className="space-y-6">
      <ProgramHeader program={program} current="" />
      <section aria-labelledby="publishing" className="space-y-3 rounded-md border p-4">
        <h2 id="publishing" className="font-semibold">
          Publishing
        </h2>
        <p className="text-sm text-muted-foreground">
          {live
            ? hasUnpublishedChanges(program)
              ? "The public page shows the published version; the draft below has changes that are not public yet."
              : "The public page shows this draft."
            : "Nobody can see this program: its pages answer 404 until it is published."}{" "}
          {live ? (
            <a className="underline" href={`/clients/${program.slug}`}>
              Open the public page
            </a>
          ) : null}
        </p>
        {blockers.map((b) => (
          <p key={b.message} role="alert" className="text-sm font-medium text-destructive">
            Cannot publish: {b.message}
          </p>
        ))}
        {field === "ageGate" ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Not published: set the age gate first.
          </p>
        ) : null}
        {mayPublish ? (
          <div className="flex flex-wrap gap-2">
            <form method="post" action={`${base}/publish`}>
              <Button type="submit" size="sm">
                {live ? "Publish the draft" : "Publish"}
              </Button>
            </form>
            {live ? (
              <form method="post" action={`${base}/unpublish`}>
                <Button type="submit" size="sm" variant="outline">
                  Unpublish
                </Button>
              </form>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Only an admin can publish or unpublish.</p>
        )}
      </section>
      <ProgramForm
        program={program.draft}
        initialError={field && field !== "ageGate" ? { field, message: "Check this field." } : null}
      />
    </div>
  );
}
