import { getBackend } from "@/lib/backend";
import { currentAdmin } from "@/lib/auth/admin-session";
import { ADMIN_PAGE_SIZE, outboxQuerySchema } from "@/lib/validation/admin";
import { Pagination } from "@/components/admin/pagination";
import { SearchForm } from "@/components/admin/search-form";
import { adminHref, formatTime, formatTotal } from "@/components/admin/format";
import { StaleCursor } from "@/components/admin/stale-cursor";
import { atCursor } from "@/lib/admin/cursor-page";
import type { OutboxMessage } from "@/lib/types/backend";
import { ageText, maskValidCodes } from "@/lib/messaging/outbox-view";
import { channelsWithProvider } from "@/lib/messaging/runtime";
import { retryOutboxMessage } from "./actions";

function statusLabel(m: OutboxMessage): string {
  if (m.status === "unsent" && m.lastError === "no provider") return "unsent: no provider";
  return m.status;
}

const TROUBLE = new Set<OutboxMessage["status"]>(["dead", "failed", "undelivered", "expired"]);
const CHANNEL_NAMES: Record<string, string> = { sms: "SMS", email: "Email", webhook: "Webhook" };

export const dynamic = "force-dynamic";

/** The outbox in every backend mode: each message's state, attempts, the provider's last answer and its age. */
export default async function AdminOutboxPage({
  searchParams,
}: {
  searchParams: Promise<{ cursor?: string; to?: string }>;
}) {
  if (!(await currentAdmin())) return null;
  const raw = await searchParams;
  const parsed = outboxQuerySchema.safeParse({ cursor: raw.cursor, to: raw.to });
  const { cursor, to } = parsed.success ? parsed.data : { cursor: undefined, to: undefined };
  const { result, staleCursor } = await atCursor(
    (at) => getBackend().admin.outbox({ cursor: at, pageSize: ADMIN_PAGE_SIZE, to }),
    cursor,
  );
  // Rendered per request, so the age is read now.
  const now = new Date();
  const items = maskValidCodes(result.items, channelsWithProvider(), now);
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
      <StaleCursor show={staleCursor} />
      <p className="text-sm text-muted-foreground">
        {formatTotal(result.total, result.totalKind)} message{result.total === 1 ? "" : "s"}
      </p>
      {items.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No messages.</p>
      ) : (
        <ul className="space-y-3" data-testid="outbox-list">
          {items.map((m) => (
            <li key={m.id} className="rounded-md border p-4 text-sm" data-testid="outbox-item">
              <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                <span>{formatTime(m.createdAt)}</span>
                <span data-testid="outbox-age">{ageText(m.createdAt, now)} old</span>
                <span>{CHANNEL_NAMES[m.channel] ?? m.channel}</span>
                <span>to {m.to}</span>
                <span
                  data-testid="outbox-status"
                  className={TROUBLE.has(m.status) ? "font-medium text-destructive" : undefined}
                >
                  {statusLabel(m)}
                </span>
                <span data-testid="outbox-attempts">
                  {m.attempts} {m.attempts === 1 ? "attempt" : "attempts"}
                </span>
              </p>
              {m.lastResponse && m.status !== "unsent" && (
                <p
                  data-testid="outbox-answer"
                  className={`mt-1 text-xs ${TROUBLE.has(m.status) ? "text-destructive" : "text-muted-foreground"}`}
                >
                  Provider: {m.lastResponse}
                </p>
              )}
              {!m.lastResponse && m.lastError && m.status !== "unsent" && (
                <p className="mt-1 text-xs text-destructive">Error: {m.lastError}</p>
              )}
              {m.subject && <p className="mt-1 font-medium">{m.subject}</p>}
              <p className="mt-1 whitespace-pre-wrap" data-testid="outbox-body">
                {m.body}
              </p>
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
        prevHref={result.prev && adminHref("/admin/outbox", { to, cursor: result.prev })}
        nextHref={result.next && adminHref("/admin/outbox", { to, cursor: result.next })}
      />
    </div>
  );
}
