import Link from "next/link";
import { Plus } from "lucide-react";
import { currentAdmin } from "@/lib/auth/admin-session";
import { getBackend } from "@/lib/backend";
import { Button } from "@/components/ui/button";
import { ProgramStateBadge } from "@/components/admin/program-header";
import { formatTime } from "@/components/admin/format";

export const dynamic = "force-dynamic";

/** Client programs: each with its state; a new one starts as a draft. */
export default async function AdminClientsPage() {
  if (!(await currentAdmin())) return null;
  const programs = await getBackend().programs.list();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Client programs</h1>
        <Button asChild size="sm">
          <Link href="/admin/clients/new">
            <Plus aria-hidden />
            New program
          </Link>
        </Button>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-left text-sm" data-testid="programs-table">
          <caption className="sr-only">Client programs by slug</caption>
          <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Brand
              </th>
              <th scope="col" className="px-3 py-2">
                Program
              </th>
              <th scope="col" className="px-3 py-2">
                Number and keyword
              </th>
              <th scope="col" className="px-3 py-2">
                State
              </th>
              <th scope="col" className="px-3 py-2">
                Changed
              </th>
            </tr>
          </thead>
          <tbody>
            {programs.map((p) => (
              <tr key={p.slug} className="border-t">
                <td className="px-3 py-2 font-medium">
                  <Link className="underline underline-offset-2" href={`/admin/clients/${p.slug}`}>
                    {p.draft.brandName}
                  </Link>
                  <div className="text-xs text-muted-foreground">/clients/{p.slug}</div>
                </td>
                <td className="px-3 py-2">{p.draft.programName}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {p.draft.number} · {p.draft.keyword}
                </td>
                <td className="px-3 py-2">
                  <ProgramStateBadge program={p} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatTime(p.updatedAt)}
                  <div className="text-xs text-muted-foreground">{p.updatedBy}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
