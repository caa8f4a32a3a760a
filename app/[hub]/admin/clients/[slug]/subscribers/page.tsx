import Link from "next/link";
import { Download } from "lucide-react";
import { database } from "@/lib/backend/database";
import { listSubscribers, subscriberCounts } from "@/lib/programs/subscribers";
import { Button } from "@/components/ui/button";
import { ProgramHeader } from "@/components/admin/program-header";
import { adminProgram, NoSuchProgram, type AdminProgramProps } from "@/components/admin/program-params";
import { formatTime } from "@/components/admin/format";

export const dynamic = "force-dynamic";

const LABELS = { pending: "Pending", confirmed: "Confirmed", opted_out: "Opted out" } as const;

/** A program's subscribers: counts by state, the list, the CSV, each one's proof of consent. */
export default async function ProgramSubscribersPage({ params }: AdminProgramProps) {
  const program = await adminProgram(params);
  if (!program) return <NoSuchProgram />;
  const list = await listSubscribers(database(), program.id);
  const counts = subscriberCounts(list);
  const base = `/admin/clients/${program.slug}/subscribers`;
  return (
    <div className="space-y-6">
      <ProgramHeader program={program} current="/subscribers" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="flex gap-6 text-sm" data-testid="subscriber-counts">
          {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((s) => (
            <div key={s}>
              <dt className="text-muted-foreground">{LABELS[s]}</dt>
              <dd className="text-2xl font-bold">{counts[s]}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/admin/clients/${program.slug}/subscribers.csv`} download>
            <Download aria-hidden />
            Download CSV
          </a>
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No subscribers yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm" data-testid="subscribers-table">
            <caption className="sr-only">Subscribers, newest first</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Number
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Asked
                </th>
                <th scope="col" className="px-3 py-2">
                  Confirmed
                </th>
                <th scope="col" className="px-3 py-2">
                  Age
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id} className="border-t">
                  <td className="px-3 py-2">
                    <Link className="underline underline-offset-2" href={`${base}/${s.id}`}>
                      {s.phone ?? "Erased"}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{LABELS[s.status]}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatTime(s.requestedAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatTime(s.confirmedAt)}</td>
                  <td className="px-3 py-2">{s.ageAffirmation ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
