import { getBackend } from "@/lib/backend";
import { currentAdmin } from "@/lib/auth/admin-session";
import { ADMIN_PAGE_SIZE, outboxQuerySchema } from "@/lib/validation/admin";
import { Pagination } from "@/components/admin/pagination";
import { SearchForm } from "@/components/admin/search-form";
import { adminHref, formatTime } from "@/components/admin/format";
import type { OutboxMessage } from "@/lib/backend/types";
import { retryOutboxMessage } from "./actions";

function statusLabel(m: OutboxMessage): string {
  if (m.status === "unsent" && m.lastError === "no provider") return "unsent: no provider";
  return m.status;
}

export const dynamic = "force-dynamic";

/** The embedded backend's outbox: every message, its delivery status, attempts and last error. */
export default async function AdminOutboxPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string; to?: string }>;
}) {
  if (!(await currentAdmin())) return null;
  const backend = getBackend();
  if (backend.kind !== "embedded") {
    return <h1 className="text-2xl font-bold tracking-tight">No outbox with a hosted backend</h1>;
  }
  const raw = await searchParams;
  const parsed = outboxQuerySchema.safeParse({ page: raw.page, to: raw.to });
  const { page, to } = parsed.success ? parsed.data : { page: 1, to: undefined };
  const result = await backend.admin.outbox({ page, pageSize: ADMIN_PAGE_SIZE, to });
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold tracking-tight">Outbox</h1>
      <SearchForm
        action="/admin/outbox"
        name="to"
        label="Filter by recipient"
        value={to}
        placeholder="Email or phone"
      />
      {result.items.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No messages.</p>
      ) : (
        <ul className="space-y-3" data-testid="outbox-list">
          {result.items.map((m) => (
            <li key={m.id} className="rounded-md border p-4 text-sm">
              <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>{formatTime(m.createdAt)}</span>
                <span>{m.channel === "sms" ? "SMS" : "Email"}</span>
                <span>to {m.to}</span>
                <span
                  data-testid="outbox-status"
                  className={m.status === "dead" || m.status === "failed" ? "font-medium text-destructive" : undefined}
                >
                  {statusLabel(m)}
                </span>
                <span>
                  {m.attempts} {m.attempts === 1 ? "attempt" : "attempts"}
                </span>
              </p>
              {m.lastError && m.status !== "unsent" && (
                <p className="mt-1 text-xs text-destructive">Error: {m.lastError}</p>
              )}
              {m.subject && <p className="mt-1 font-medium">{m.subject}</p>}
              <p className="mt-1 whitespace-pre-wrap">{m.body}</p>
              {m.status === "dead" && (
                <form action={retryOutboxMessage} className="mt-2">
                  <input type="hidden" name="id" value={m.id} />
                  <button type="submit" className="rounded-md border px-3 py-1 text-xs font-medium hover:bg-muted">
                    Retry
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        href={(p) => adminHref("/admin/outbox", { to, page: p })}
      />
    </div>
  );
}
