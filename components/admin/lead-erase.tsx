"use client";

import { useState, useSyncExternalStore, useTransition } from "react";
import { useRouter } from "next/navigation";
import type { EraseResult } from "@/lib/types/backend";
import { postJson, settle } from "@/lib/browser/api-client";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatTime } from "./format";

const noSubscription = () => () => {};

export interface LeadEraseProps {
  leadId: string;
  /** Set once erased: the page then says when and by whom instead of offering the action. */
  erasedAt: string | null;
  erasedBy: string | null;
  /** An erased number that had opted out stays suppressed. */
  smsOptedOut: boolean;
}

/** What staff read after an erasure: done, and whether the number stays opted out. */
export function erasedMessage(result: Pick<EraseResult, "smsStillSuppressed" | "leads">): string {
  const others =
    result.leads > 1
      ? ` (and ${result.leads - 1} other lead${result.leads > 2 ? "s" : ""} with the same email or number)`
      : "";
  const sms = result.smsStillSuppressed ? " The number stays opted out of texts (kept by its hash)." : "";
  return `Personal data erased${others}.${sms}`;
}

/**
 * Erase on request: a button that opens a confirmation, disabled until the page
 * is hydrated; success is said only once the server has erased.
 */
export function LeadErase({ leadId, erasedAt, erasedBy, smsOptedOut }: LeadEraseProps) {
  const router = useRouter();
  // False in the server HTML and until hydrated, true after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function erase() {
    setError(null);
    startTransition(async () => {
      const result = await settle(
        postJson<EraseResult>(`/api/admin/leads/${encodeURIComponent(leadId)}/erase`, { confirm: "erase" }),
      );
      if (!result.ok || !result.data) {
        setError(result.ok ? "The erasure could not be confirmed. Reload the page to check." : result.error.message);
        return;
      }
      setOpen(false);
      setDone(erasedMessage(result.data));
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="lead-erase-heading" className="space-y-3" data-testid="lead-erase">
      <h2 id="lead-erase-heading" className="text-lg font-semibold">
        Erase personal data
      </h2>
      <p role="status" className="text-sm font-medium">
        {done ?? ""}
      </p>
      {erasedAt ? (
        <p className="text-sm">
          Erased on <time dateTime={erasedAt}>{formatTime(erasedAt)}</time>
          {erasedBy ? ` by ${erasedBy}` : ""}. The consent records are kept with the contact points as hashes.
          {smsOptedOut ? " The number stays opted out of texts." : ""}
        </p>
      ) : (
        <>
          <p className="max-w-prose text-sm text-muted-foreground">
            When the person asks: removes their name, email, phone, company, messages, notes, texts and network details
            from every record, keeping only the proof of consent with their contact points as hashes.
          </p>
          <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
            <DialogTrigger asChild>
              <Button variant="destructive" size="sm" disabled={!hydrated}>
                Erase personal data…
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Erase this person&apos;s data?</DialogTitle>
                <DialogDescription>
                  This cannot be undone. Their other leads with the same email or number are erased too. The proof of
                  consent stays, without their contact details.
                </DialogDescription>
              </DialogHeader>
              {error ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" size="sm" disabled={pending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button
                  variant="destructive"
                  size="sm"
                  onClick={erase}
                  disabled={pending}
                  aria-busy={pending || undefined}
                >
                  {pending ? "Erasing…" : "Erase now"}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      )}
    </section>
  );
}
