"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { gateErrorMessage, unlockWithCode } from "@/lib/admin/button-state";
import { enterAdmin } from "./enter-admin";

/**
 * The access-code form on /admin. A real form posting to /api/admin/session,
 * so it works without JavaScript (the server answers 303 back here); with
 * JavaScript it submits by fetch, keeps what was typed on error, and stores
 * the admin-session keys in local storage so the floating button shows the shield.
 */
export function AccessCodeForm() {
  const params = useSearchParams();
  const router = useRouter();
  const [error, setError] = useState<string | null>(gateErrorMessage(params.get("error")));
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setError(null);
    const result = await unlockWithCode(code);
    if (result.ok) {
      enterAdmin(router);
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <form method="post" action="/api/admin/session" onSubmit={submit} className="mt-6 space-y-3">
      <FormField id={`${id}-code`} label="Access code" required error={error ?? undefined}>
        <Input name="code" type="password" autoComplete="current-password" required />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <Spinner decorative className="size-4 text-current" /> Processing...
          </>
        ) : (
          "Sign in"
        )}
      </Button>
    </form>
  );
}
