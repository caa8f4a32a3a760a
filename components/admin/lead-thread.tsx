"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, useTransition, type FormEvent } from "react";
import type { LeadText, LeadThread as Thread } from "@/lib/types/backend";
import { getJson, postJson, settle } from "@/lib/browser/api-client";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { Button } from "@/components/ui/button";
import { localSendTime } from "@/lib/messaging/local-send-time";
import { formatTime } from "./format";

/** How often the open thread looks for new texts and delivery states. */
export const THREAD_POLL_MS = 15_000;
const TEXT_MAX_CHARS = 480;

const STATUS_LABELS: Record<NonNullable<LeadText["status"]>, string> = {
  pending: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Not delivered",
  failed: "Failed, retrying",
  dead: "Failed",
  unsent: "Not sent",
  expired: "Expired",
  cancelled: "Cancelled",
};

function who(text: LeadText): string {
  if (text.direction === "in") return "Lead";
  if (text.direction === "auto") return "Automatic reply";
  return text.author ?? "Staff";
}

const noSubscription = () => () => {};

export interface LeadThreadProps {
  leadId: string;
  /** The thread as the server rendered it. */
  initial: Thread;
}

/** "Scheduled for 12:00 PM CST" and the rule that holds it. */
function scheduledText(text: LeadText): string {
  return `Scheduled for ${localSendTime(text.scheduledFor!, text.timeZone!)}`;
}

/**
 * The lead's texts and a box to send one. The send button stays disabled until
 * the page is hydrated (no plain post to misreport); the thread refreshes
 * every few seconds and when the window regains focus, never touching the
 * draft; a send shows "queued" only once the server has queued it, else the
 * reason it was refused.
 */
export function LeadThread({ leadId, initial }: LeadThreadProps) {
  const url = `/api/admin/leads/${encodeURIComponent(leadId)}/texts`;
  const [thread, setThread] = useState(initial);
  // False in the server HTML and until hydrated, true after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [queued, setQueued] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [cancelling, startCancel] = useTransition();
  const [cancelError, setCancelError] = useState<string | undefined>();
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const call = ++latest.current;
    const result = await settle(getJson<Thread>(url));
    // An older answer never overwrites a newer one.
    if (result.ok && result.data && call === latest.current) setThread(result.data);
  }, [url]);

  useEffect(() => {
    const timer = window.setInterval(() => void refresh(), THREAD_POLL_MS);
    const onFocus = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !hydrated) return;
    setError(undefined);
    setQueued(null);
    const body = draft;
    startTransition(async () => {
      const result = await settle(postJson<LeadText>(url, { body }));
      if (!result.ok) {
        setError(result.error.fields.body ?? result.error.message);
        await refresh();
        return;
      }
      setDraft("");
      const sent = result.data;
      setQueued(
        sent?.scheduledFor && sent.timeZone
          ? `Text scheduled for ${localSendTime(sent.scheduledFor, sent.timeZone)}: ${sent.heldBy ?? "the recipient's quiet hours"}.`
          : "Text queued for sending.",
      );
      await refresh();
    });
  }

  function markOptOut(replyId: string) {
    if (cancelling || !hydrated) return;
    setCancelError(undefined);
    startCancel(async () => {
      const result = await settle(postJson(`/api/admin/replies/${encodeURIComponent(replyId)}/opt-out`, {}));
      if (!result.ok) setCancelError(result.error.message);
      await refresh();
    });
  }

  function cancel(textId: string) {
    if (cancelling || !hydrated) return;
    setCancelError(undefined);
    startCancel(async () => {
      const result = await settle(postJson<LeadText>(`${url}/cancel`, { textId }));
      if (!result.ok) setCancelError(result.error.message);
      await refresh();
    });
  }

  const blocked = !hydrated || !thread.canSend;
  return (
    <section aria-labelledby="lead-texts-heading" className="space-y-4" data-testid="lead-thread">
      <h2 id="lead-texts-heading" className="text-lg font-semibold">
        Text messages
      </h2>
      {thread.phone ? <p className="text-sm text-muted-foreground">With {thread.phone}</p> : null}
      {thread.texts.length === 0 ? <p className="text-sm text-muted-foreground">No texts yet.</p> : null}
      <ol className="space-y-2" data-testid="lead-texts" aria-live="polite">
        {thread.texts.map((text) => (
          <li
            key={text.id}
            data-direction={text.direction}
            className={
              text.direction === "out"
                ? "ml-8 rounded-md border bg-muted p-3 text-sm"
                : "mr-8 rounded-md border p-3 text-sm"
            }
          >
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{who(text)}</span> ·{" "}
              <time dateTime={text.at}>{formatTime(text.at)}</time>
              {text.scheduledFor && text.timeZone ? (
                <>
                  {" "}
                  ·{" "}
                  <time dateTime={text.scheduledFor} data-testid="lead-text-scheduled">
                    {scheduledText(text)}
                  </time>
                </>
              ) : text.status ? (
                <> · {STATUS_LABELS[text.status] ?? text.status}</>
              ) : null}
            </p>
            {text.scheduledFor && text.heldBy ? (
              <p className="mt-1 text-xs text-muted-foreground" data-testid="lead-text-held-by">
                Held by {text.heldBy}
              </p>
            ) : null}
            <p className="mt-1 break-words whitespace-pre-wrap">{text.body}</p>
            {text.optOutMarkedBy ? (
              <p className="mt-1 text-xs font-medium" data-testid="lead-text-opt-out">
                Marked as an opt-out by {text.optOutMarkedBy}
                {text.optOutMarkedAt ? ` · ${formatTime(text.optOutMarkedAt)}` : ""}
              </p>
            ) : text.replyId ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-2"
                disabled={!hydrated || cancelling}
                onClick={() => markOptOut(text.replyId!)}
              >
                Mark as opt-out
              </Button>
            ) : null}
            {text.scheduledFor ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-2"
                disabled={!hydrated || cancelling}
                onClick={() => cancel(text.id)}
              >
                Cancel text
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {cancelError ? (
        <p role="alert" className="text-sm font-medium">
          {cancelError}
        </p>
      ) : null}
      {thread.reason ? (
        <p className="text-sm font-medium" data-testid="lead-text-reason">
          {thread.reason}
        </p>
      ) : null}
      {thread.phone ? (
        <form method="post" action={url} onSubmit={onSubmit} noValidate className="max-w-xl">
          {/* Disabled until hydrated: a click before that would do nothing we could report. */}
          <fieldset disabled={!hydrated} className="grid gap-3">
            <FormField
              label="Text to send"
              error={error}
              description={`Up to ${TEXT_MAX_CHARS} characters. Sent from the brand's number, as you.`}
            >
              <Textarea
                name="body"
                rows={3}
                maxLength={TEXT_MAX_CHARS}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
            </FormField>
            <div className="flex items-center gap-3">
              <SubmitButton size="sm" loading={pending} disabled={blocked}>
                Send text
              </SubmitButton>
              <p role="status" className="text-sm text-muted-foreground">
                {queued && !pending ? queued : ""}
              </p>
            </div>
          </fieldset>
        </form>
      ) : null}
    </section>
  );
}
