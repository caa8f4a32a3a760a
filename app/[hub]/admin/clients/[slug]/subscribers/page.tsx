import Link from "next/link";
import { Download } from "lucide-react";
import { getBackend } from "@/lib/backend";
import { Button } from "@/components/ui/button";
import { ProgramHeader } from "@/components/admin/program-header";
import { adminProgram, NoSuchProgram, type AdminProgramProps } from "@/components/admin/program-params";
import { adminHref, formatTime, formatTotal } from "@/components/admin/format";
import { Pagination } from "@/components/admin/pagination";
import { StaleCursor } from "@/components/admin/stale-cursor";
import { atCursor } from "@/lib/admin/cursor-page";
import { currentStaff } from "@/lib/auth/admin-role";

export const dynamic = "force-dynamic";

const LABELS = { pending: "Pending", confirmed: "Confirmed", opted_out: "Opted out", refused: "Under age" } as const;

/** A program's subscribers: counts by state, the list by pages of 50 (previous, next), the CSV, each one's proof of consent. */
export default async function ProgramSubscribersPage({ params, searchParams }: AdminProgramProps) {
  const program = await adminProgram(params);
  if (!program) return <NoSuchProgram />;
  const raw = (await searchParams).cursor;
  const { subscribers } = getBackend().programs;
  const [{ result: page, staleCursor }, counts] = await Promise.all([
    atCursor((cursor) => subscribers.list(program.id, { cursor }), typeof raw === "string" ? raw : undefined),
    subscribers.counts(program.id),
  ]);
  const list = page.items;
  const mayExport = (await currentStaff())?.role === "admin";
  const base = `/admin/clients/${program.slug}/subscribers`;
  return (
    <div className="space-y-6">
      <ProgramHeader program={program} current="/subscribers" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="flex gap-6 text-sm" data-testid="subscriber-counts">
          {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((s) => (
            <div key={s}>
              <dt className="text-muted-foreground">{LABELS[s]}</dt>
              <dd className="text-2xl font-bold">{formatTotal(counts[s])}</dd>
            </div>
          ))}
        </dl>
        {mayExport ? (
          <Button asChild variant="outline" size="sm">
            <a href={`/api/admin/clients/${program.slug}/subscribers.csv`} download>
              <Download aria-hidden />
              Download CSV
            </a>
          </Button>
        ) : null}
      </div>
      <StaleCursor show={staleCursor} />
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
      <Pagination
        prevHref={page.prev && adminHref(base, { cursor: page.prev })}
        nextHref={page.next && adminHref(base, { cursor: page.next })}
      />
    </div>
  );
}
