"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { unlockWithCode } from "@/lib/admin/button-state";

export interface AccessCodeDialogProps {
  /** The trigger (the locked button). */
  children: ReactNode;
  onUnlocked: () => void;
}

/**
 * SPEC §4: the locked button prompts for the access code. Checked by the
 * server; a wrong one says 'Invalid access code' (SPEC §8) and keeps what was typed.
 */
export function AccessCodeDialog({ children, onUnlocked }: AccessCodeDialogProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await unlockWithCode(code);
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      onUnlocked();
    } else {
      setError(result.message);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => { setOpen(next); if (!next) setError(null); }}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Admin access</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            Enter the access code to open the admin dashboard.
          </Dialog.Description>
          <form className="mt-4 space-y-3" onSubmit={submit} noValidate>
            <label htmlFor={`${errorId}-code`} className="block text-sm font-medium">
              Access code
            </label>
            <input
              id={`${errorId}-code`}
              name="code"
              type="password"
              autoComplete="current-password"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={busy || code.trim() === ""}>
              {busy ? <><Spinner className="size-4 text-current" label="Checking" /> Checking...</> : "Unlock"}
            </Button>
          </form>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute top-2 right-2" aria-label="Close">
              <X aria-hidden />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
