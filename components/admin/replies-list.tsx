import Link from "next/link";
import type { SmsReply } from "@/lib/backend/core/replies";
import type { KeysetPage } from "@/lib/backend/core/keyset";
import { Button } from "@/components/ui/button";
import { adminHref, formatTime } from "./format";
import { Pagination } from "./pagination";

export interface RepliesListProps {
  page: KeysetPage<SmsReply>;
  /** This page's path, for the previous and next links. */
  base: string;
  /** The lead of each number, where there is one (our own number's inbox). */
  leads?: Map<string, string>;
  /** `?error=reply` after a no-JavaScript mark was refused. */
  error?: string;
}

/**
 * Replies the engine read as no keyword, newest first, each with its time and
 * a plain form to mark it as an opt-out (no JavaScript needed); a marked one
 * says who marked it and when.
 */
export function RepliesList({ page, base, leads, error }: RepliesListProps) {
  return (
    <div className="space-y-4">
      {error === "reply" ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          Not marked: it was marked already, or its number was erased.
        </p>
      ) : null}
      {page.items.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No replies yet.</p>
      ) : (
        <ol className="space-y-2" data-testid="replies">
          {page.items.map((reply) => {
            const lead = reply.phone ? leads?.get(reply.phone) : undefined;
            return (
              <li key={reply.id} className="rounded-md border p-3 text-sm" data-testid="reply">
                <p className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{reply.phone ?? "Erased number"}</span> ·{" "}
                  <time dateTime={reply.receivedAt}>{formatTime(reply.receivedAt)}</time>
                  {lead ? (
                    <>
                      {" "}
                      ·{" "}
                      <Link className="underline underline-offset-2" href={`/admin/leads/${lead}`}>
                        Lead
                      </Link>
                    </>
                  ) : null}
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{reply.body}</p>
                {reply.optOutMarkedBy ? (
                  <p className="mt-1 text-xs font-medium">
                    Marked as an opt-out by {reply.optOutMarkedBy} · {formatTime(reply.optOutMarkedAt)}
                  </p>
                ) : reply.phone ? (
                  <form method="post" action={`/api/admin/replies/${reply.id}/opt-out`} className="mt-2">
                    <Button type="submit" variant="outline" size="sm">
                      Mark as opt-out
                    </Button>
                  </form>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <Pagination
        prevHref={page.prev && adminHref(base, { cursor: page.prev })}
        nextHref={page.next && adminHref(base, { cursor: page.next })}
      />
    </div>
  );
}
