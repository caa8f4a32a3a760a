import { getBackend } from "@/lib/backend";
import { currentAdmin } from "@/lib/auth/admin-session";
import { ADMIN_PAGE_SIZE, pageQuerySchema } from "@/lib/validation/admin";
import { Pagination } from "@/components/admin/pagination";
import { adminHref, formatTime, formatTotal } from "@/components/admin/format";
import { StaleCursor } from "@/components/admin/stale-cursor";
import { atCursor } from "@/lib/admin/cursor-page";
import { TableScroll } from "@/components/admin/table-scroll";
import { campaignOf, sourceLabel } from "@/lib/attribution/rules";
import type { Touch } from "@/lib/attribution/types";

export const dynamic = "force-dynamic";

const COLUMNS = [
  "Started",
  "Who",
  "Method",
  "Purpose",
  "Source",
  "Status",
  "Attempts",
  "Sends",
  "Last sent",
  "Expires",
  "Verified",
];

/** Verifications with status and times; codes are never shown (the summary carries none). */
export default async function AdminVerificationsPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  if (!(await currentAdmin())) return null;
  const parsed = pageQuerySchema.safeParse({ cursor: (await searchParams).cursor });
  const { result, staleCursor } = await atCursor(
    (cursor) => getBackend().admin.verifications({ cursor, pageSize: ADMIN_PAGE_SIZE }),
    parsed.success ? parsed.data.cursor : undefined,
  );
  const signups = result.items.filter((v) => v.purpose === "signup").map((v) => v.id);
  const sources = await getBackend().admin.attributionByVerification(signups);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold tracking-tight">Verifications</h1>
      <StaleCursor show={staleCursor} />
      <p className="text-sm text-muted-foreground">
        {formatTotal(result.total, result.totalKind)} verification{result.total === 1 ? "" : "s"}
      </p>
      {result.items.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No verifications yet.</p>
      ) : (
        <TableScroll label="Verifications table">
          <table className="w-full text-left text-sm" data-testid="verifications-table">
            <caption className="sr-only">Verifications, newest first</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.items.map((v) => (
                <tr key={v.id} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTime(v.createdAt)}</td>
                  <td className="px-3 py-2">{v.email ?? v.phone ?? "—"}</td>
                  <td className="px-3 py-2">{v.method === "sms" ? "SMS" : "Email"}</td>
                  <td className="px-3 py-2">{v.purpose}</td>
                  <td className="px-3 py-2" data-testid="verification-source">
                    {/* A sign-up start carries where the visit came from (first touch); other purposes none. */}
                    {v.purpose === "signup" ? <SignupSource touch={sources.get(v.id)?.first ?? null} /> : "—"}
                  </td>
                  <td className="px-3 py-2" data-status={v.status}>
                    {v.status}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{v.attempts}</td>
                  <td className="px-3 py-2 tabular-nums">{v.sendCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTime(v.lastSentAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTime(v.expiresAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatTime(v.verifiedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination
        prevHref={result.prev && adminHref("/admin/verifications", { cursor: result.prev })}
        nextHref={result.next && adminHref("/admin/verifications", { cursor: result.next })}
      />
    </div>
  );
}

function SignupSource({ touch }: { touch: Touch | null }) {
  const campaign = campaignOf(touch);
  return (
    <>
      <span className="whitespace-nowrap">{sourceLabel(touch)}</span>
      {touch && campaign !== "(not set)" ? (
        <span className="block text-xs text-muted-foreground">{campaign}</span>
      ) : null}
    </>
  );
}
