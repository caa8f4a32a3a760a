import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { currentAdmin } from "@/lib/auth/admin-session";
import { getBackend } from "@/lib/backend";
import { sha256Hex } from "@/lib/security/sha256";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/admin/format";
import { currentStaff } from "@/lib/auth/admin-role";

export const dynamic = "force-dynamic";

const STEPS: Record<string, string> = {
  requested: "Opt-in requested",
  "confirmation-sent": "Confirmation text sent",
  confirmed: "Opt-in confirmed",
  "opted-out": "Opted out",
  "age-asked": "Date of birth asked by text",
  "under-age": "Refused: under age",
};

/** One subscriber's proof of consent: every ledger row, its exact text and a hash check. */
export default async function SubscriberProofPage({ params }: { params: Promise<{ slug: string; id: string }> }) {
  if (!(await currentAdmin())) return null;
  const { slug, id } = await params;
  const { programs } = getBackend();
  const program = /^[a-z0-9-]{1,60}$/.test(slug) ? await programs.find(slug) : null;
  const found = program ? await programs.subscribers.ledger(program.id, id) : null;
  if (!program || !found)
    return <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No such subscriber.</p>;
  const { subscriber, events } = found;
  const mayErase = (await currentStaff())?.role === "admin";
  return (
    <div className="space-y-6">
      <Link
        href={`/admin/clients/${slug}/subscribers`}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Subscribers of {program.draft.brandName}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Proof of consent: {subscriber.phone ?? "erased number"}</h1>
      <p className="text-sm text-muted-foreground">
        {program.draft.programName} · status {subscriber.status.replace("_", " ")} · number SHA-256 {subscriber.id}
      </p>
      <ol className="space-y-4" data-testid="proof-events">
        {events.map((e) => {
          const matches = sha256Hex(e.text) === e.sha256;
          return (
            <li key={e.id} className="rounded-md border p-4 text-sm">
              <h2 className="font-semibold">
                {STEPS[e.step ?? ""] ?? (e.granted ? "Opt-in" : "Opt-out")} — {formatTime(e.at)}
              </h2>
              <dl className="mt-2 grid gap-1 sm:grid-cols-[10rem_1fr]">
                <dt className="text-muted-foreground">Text shown or sent</dt>
                <dd className="break-words">{e.text}</dd>
                <dt className="text-muted-foreground">Version</dt>
                <dd>{e.version}</dd>
                <dt className="text-muted-foreground">SHA-256</dt>
                <dd className="font-mono text-xs break-all">
                  {e.sha256} {matches ? "(matches the text)" : "(DOES NOT match the text)"}
                </dd>
                <dt className="text-muted-foreground">Time</dt>
                <dd>{e.at}</dd>
                <dt className="text-muted-foreground">Page</dt>
                <dd className="break-all">{e.pageUrl}</dd>
                <dt className="text-muted-foreground">IP address</dt>
                <dd>{e.ip ?? "—"}</dd>
                <dt className="text-muted-foreground">User agent</dt>
                <dd className="break-words">{e.userAgent ?? "—"}</dd>
                <dt className="text-muted-foreground">Age</dt>
                <dd>{e.ageAffirmation ? `${e.ageAffirmation} at ${e.at}` : "—"}</dd>
              </dl>
            </li>
          );
        })}
      </ol>
      {subscriber.phone && !mayErase ? (
        <p className="text-sm text-muted-foreground">Only an admin can erase a number on request.</p>
      ) : subscriber.phone ? (
        <form
          method="post"
          action={`/api/admin/clients/${slug}/subscribers/${subscriber.id}/erase`}
          className="flex flex-wrap items-center gap-3"
        >
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="erase" required />
            The person asked for their number to be erased
          </label>
          <Button type="submit" variant="destructive" size="sm">
            Erase this number on request
          </Button>
        </form>
      ) : (
        <p className="text-sm">Erased on request; the proof above is kept with the number as its SHA-256.</p>
      )}
    </div>
  );
}
