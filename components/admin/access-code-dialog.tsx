"use client";

import { useId, useState, type FormEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { unlockWithCode } from "@/lib/admin/button-state";

export interface AccessCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The locked button: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onUnlocked: () => void;
}

/**
 * The locked button prompts for the access code. Checked by the
 * server; a wrong one says 'Invalid access code' and keeps what was typed.
 */
export function AccessCodeDialog({ open, onOpenChange, returnFocusTo, onUnlocked }: AccessCodeDialogProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await unlockWithCode(code);
    setBusy(false);
    if (result.ok) {
      onOpenChange(false);
      onUnlocked();
    } else {
      setError(result.message);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setError(null);
      }}
    >
      <DialogContent
        className="sm:max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Admin access</DialogTitle>
          <DialogDescription>Enter the access code to open the admin dashboard.</DialogDescription>
        </DialogHeader>
        <form className="space-y-3" onSubmit={submit} noValidate>
          <FormField id={`${id}-code`} label="Access code" error={error ?? undefined}>
            <Input
              name="code"
              type="password"
              autoComplete="current-password"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={busy || code.trim() === ""}>
            {busy ? (
              <>
                <Spinner decorative className="size-4 text-current" /> Processing...
              </>
            ) : (
              "Unlock"
            )}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
