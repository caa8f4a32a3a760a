import { Download } from "lucide-react";
import { getBackend } from "@/lib/backend";
import { currentStaff } from "@/lib/auth/admin-role";
import { ADMIN_PAGE_SIZE, leadFilters, leadQuerySchema, type LeadQueryInput } from "@/lib/validation/admin";
import { fieldErrors } from "@/lib/validation/fields";
import { Button } from "@/components/ui/button";
import { HubFilter } from "@/components/admin/hub-filter";
import { LeadFilters } from "@/components/admin/lead-filters";
import { LeadsTable } from "@/components/admin/leads-table";
import { Pagination } from "@/components/admin/pagination";
import { SearchForm } from "@/components/admin/search-form";
import { adminHref, formatTotal } from "@/components/admin/format";
import { StaleCursor } from "@/components/admin/stale-cursor";
import { atCursor } from "@/lib/admin/cursor-page";
import { BulkActions, BULK_FORM_ID } from "@/components/admin/bulk-actions";
import { LeadViews } from "@/components/admin/lead-views";
import { followUpScope } from "@/lib/admin/follow-up-scope";
import { responseClockFromEnv, serverEnv } from "@/lib/config/server-env";
import { serverNow } from "@/lib/config/test-clock";
import { localTime } from "@/lib/backend/core/follow-up";

export const dynamic = "force-dynamic";

interface AdminPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const QUERY_KEYS = ["hub", "q", "cursor", "status", "optin", "from", "to", "sort", "view", "owner"] as const;

/**
 * Leads: counts per hub, filter by hub, owner, status, opt-in and creation
 * day, search, newest first, by follow-up date or longest overdue first, each
 * with its owner and its wait for a first answer; pages of 25 by keyset
 * (previous and next), and (for admins) the CSV of exactly what is listed.
 */
export default async function AdminLeadsPage({ searchParams }: AdminPageProps) {
  const staff = await currentStaff();
  if (!staff) return null;
  const { session, role, actor } = staff;
  const env = serverEnv();
  const now = serverNow();
  const today = localTime(now, env.TZ).day;
  const raw = await searchParams;
  const parsed = leadQuerySchema.safeParse(Object.fromEntries(QUERY_KEYS.map((key) => [key, first(raw[key])])));
  const query: LeadQueryInput = parsed.success ? parsed.data : { q: undefined, cursor: undefined };
  const problems = parsed.success ? [] : Object.values(fieldErrors(parsed.error));
  const backend = getBackend();
  const [{ result: leads, staleCursor }, counts, members] = await Promise.all([
    atCursor(
      (cursor) =>
        backend.admin.leads({
          ...leadFilters(query),
          ...followUpScope(session, now),
          now: now.toISOString(),
          cursor,
          pageSize: ADMIN_PAGE_SIZE,
        }),
      query.cursor,
    ),
    backend.admin.leadCountsByHub(),
    backend.admin.staff(),
  ]);
  const { hub, q, status, optin, from, to, sort, view, owner } = query;
  // Every link keeps the filters: the CSV, the pages, the hub links and the search.
  const filters = { status, optin, from, to, sort: sort === "follow_up" ? sort : undefined, view, owner };
  const listed = members.map((m) => m.email);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Leads</h1>
        {role === "admin" ? (
          <Button asChild variant="outline" size="sm">
            <a href={adminHref("/api/admin/leads.csv", { hub, q, ...filters })} download>
              <Download aria-hidden />
              Download CSV
            </a>
          </Button>
        ) : null}
      </div>
      <HubFilter counts={counts} current={hub} q={q} keep={filters} />
      <SearchForm
        action="/admin/leads"
        name="q"
        label="Search leads"
        value={q}
        placeholder="Name, email or company"
        keep={{ hub, ...filters }}
      />
      <LeadViews current={view} keep={{ hub, q, status, optin, from, to, sort: filters.sort, owner }} today={today} />
      <LeadFilters values={query} hub={hub} q={q} staff={listed} />
      <StaleCursor show={staleCursor} />
      {problems.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Filters not applied: {problems.join("; ")}.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {formatTotal(leads.total, leads.totalKind)} lead{leads.total === 1 && leads.totalKind === "exact" ? "" : "s"}
        {q ? ` matching “${q}”` : ""}
      </p>
      <BulkActions
        staff={role === "admin" ? listed : [actor]}
        allowNobody={role === "admin"}
        back={adminHref("/admin/leads", { hub, q, ...filters, cursor: staleCursor ? undefined : query.cursor })}
        done={first(raw.bulk)}
        error={first(raw.bulkError)?.slice(0, 40)}
      />
      <LeadsTable
        leads={leads.items}
        sort={sort}
        overdue={view === "overdue"}
        bulkForm={BULK_FORM_ID}
        now={now}
        clock={responseClockFromEnv()}
      />
      <Pagination
        prevHref={leads.prev && adminHref("/admin/leads", { hub, q, ...filters, cursor: leads.prev })}
        nextHref={leads.next && adminHref("/admin/leads", { hub, q, ...filters, cursor: leads.next })}
      />
    </div>
  );
}
