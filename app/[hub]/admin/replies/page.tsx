import { currentAdmin } from "@/lib/auth/admin-session";
import { getBackend } from "@/lib/backend";
import { atCursor } from "@/lib/admin/cursor-page";
import { RepliesList } from "@/components/admin/replies-list";
import { StaleCursor } from "@/components/admin/stale-cursor";

export const dynamic = "force-dynamic";

interface RepliesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Replies to our own number that were no keyword, newest first, by pages of
 * 50: from leads (also in their thread) and from numbers that are no lead.
 */
export default async function RepliesPage({ searchParams }: RepliesPageProps) {
  if (!(await currentAdmin())) return null;
  const query = await searchParams;
  const raw = query.cursor;
  const error = typeof query.error === "string" ? query.error : undefined;
  const { replies } = getBackend();
  const { result: page, staleCursor } = await atCursor(
    (cursor) => replies.list(null, { cursor }),
    typeof raw === "string" ? raw : undefined,
  );
  const leads = await replies.leadsByPhone(page.items.flatMap((r) => (r.phone ? [r.phone] : [])));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Replies</h1>
      <p className="text-sm text-muted-foreground">
        Texts to our number that were not a keyword (STOP, HELP, YES) nor a request to stop in other words. Mark one as
        an opt-out if it asks to stop in a way the engine did not read.
      </p>
      <StaleCursor show={staleCursor} />
      <RepliesList page={page} base="/admin/replies" leads={leads} error={error} />
    </div>
  );
}
