import { Download } from "lucide-react";
import { getBackend } from "@/lib/backend";
import { currentAdmin } from "@/lib/auth/admin-session";
import { ADMIN_PAGE_SIZE, leadQuerySchema } from "@/lib/validation/admin";
import { Button } from "@/components/ui/button";
import { HubFilter } from "@/components/admin/hub-filter";
import { LeadsTable } from "@/components/admin/leads-table";
import { Pagination } from "@/components/admin/pagination";
import { SearchForm } from "@/components/admin/search-form";
import { adminHref } from "@/components/admin/format";

export const dynamic = "force-dynamic";

interface AdminPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Leads: counts per hub, filter by hub, search, newest first, pages of 25, CSV export. */
export default async function AdminLeadsPage({ searchParams }: AdminPageProps) {
  if (!(await currentAdmin())) return null;
  const raw = await searchParams;
  const parsed = leadQuerySchema.safeParse({ hub: first(raw.hub), q: first(raw.q), page: first(raw.page) });
  const { hub, q, page } = parsed.success ? parsed.data : { hub: undefined, q: undefined, page: 1 };
  const backend = getBackend();
  const [leads, counts] = await Promise.all([
    backend.admin.leads({ hub, search: q, page, pageSize: ADMIN_PAGE_SIZE }),
    backend.admin.leadCountsByHub(),
  ]);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Leads</h1>
        <Button asChild variant="outline" size="sm">
          <a href={adminHref("/api/admin/leads.csv", { hub, q })} download>
            <Download aria-hidden />
            Download CSV
          </a>
        </Button>
      </div>
      <HubFilter counts={counts} current={hub} q={q} />
      <SearchForm
        action="/admin/leads"
        name="q"
        label="Search leads"
        value={q}
        placeholder="Name, email or company"
        keep={{ hub }}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {leads.total} lead{leads.total === 1 ? "" : "s"}
        {q ? ` matching “${q}”` : ""}
      </p>
      <LeadsTable leads={leads.items} />
      <Pagination
        page={leads.page}
        pageSize={leads.pageSize}
        total={leads.total}
        href={(p) => adminHref("/admin/leads", { hub, q, page: p })}
      />
    </div>
  );
}
