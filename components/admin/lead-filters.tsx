import Link from "next/link";
import { Filter } from "lucide-react";
import { LEAD_STATUSES, type LeadOptIn, type LeadSort, type LeadStatus, type LeadView } from "@/lib/types/backend";
import { LEAD_STATUS_LABELS } from "@/lib/admin/pipeline-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { adminHref } from "./format";

export interface LeadFilterValues {
  status?: LeadStatus;
  optin?: LeadOptIn;
  from?: string;
  to?: string;
  sort?: LeadSort;
  view?: LeadView;
  owner?: string;
}

export interface LeadFiltersProps {
  values: LeadFilterValues;
  /** Kept across a filter change: the hub and the search. */
  hub?: string;
  q?: string;
  /** The listed staff, for the owner filter. */
  staff: readonly string[];
}

/** A plain GET form: works without JavaScript, and the filtered list is a shareable address. */
export function LeadFilters({ values, hub, q, staff }: LeadFiltersProps) {
  const active = Boolean(
    values.status || values.optin || values.from || values.to || values.sort === "follow_up" || values.owner,
  );
  return (
    <form
      method="get"
      action="/admin/leads"
      aria-label="Filter leads"
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(6,minmax(0,1fr))_auto]"
    >
      {hub ? <input type="hidden" name="hub" value={hub} /> : null}
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {values.view ? <input type="hidden" name="view" value={values.view} /> : null}
      <div className="grid gap-1.5">
        <Label htmlFor="filter-status">Status</Label>
        <NativeSelect id="filter-status" name="status" defaultValue={values.status ?? ""}>
          <option value="">All</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-owner">Owner</Label>
        <NativeSelect id="filter-owner" name="owner" defaultValue={values.owner ?? ""}>
          <option value="">Anyone</option>
          {staff.map((member) => (
            <option key={member} value={member}>
              {member}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-optin">Opt-in</Label>
        <NativeSelect id="filter-optin" name="optin" defaultValue={values.optin ?? ""}>
          <option value="">Any</option>
          <option value="email">Email</option>
          <option value="sms">SMS</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-from">From</Label>
        <Input id="filter-from" name="from" type="date" defaultValue={values.from ?? ""} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-to">To</Label>
        <Input id="filter-to" name="to" type="date" defaultValue={values.to ?? ""} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="filter-sort">Sort</Label>
        <NativeSelect id="filter-sort" name="sort" defaultValue={values.sort ?? "newest"}>
          <option value="newest">Newest</option>
          <option value="follow_up">Follow-up date</option>
        </NativeSelect>
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" size="sm" variant="secondary">
          <Filter aria-hidden />
          Apply filters
        </Button>
        {active ? (
          <Button asChild size="sm" variant="ghost">
            <Link href={adminHref("/admin/leads", { hub, q })}>Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
