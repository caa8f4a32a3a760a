"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFocusFirstInvalid } from "@/components/ui/use-focus-first-invalid";
import { otpVerifySchema } from "@/lib/validation/demo";
import { ApiError, post } from "@/lib/browser/api-client";
import { fieldErrors } from "@/lib/validation/fields";
import { FormAlert } from "./form-alert";

/** A new code can be asked for 30 seconds after the last one. */
export const RESEND_COOLDOWN_S = 30;

export interface CodeStepProps {
  phone: string;
  onVerified(sessionId: string): void;
  onChangeNumber(): void;
}

/** Step 2: the six-digit code; a wrong code clears the input, marks it and focuses it. */
export function CodeStep({ phone, onVerified, onChangeNumber }: CodeStepProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function verify() {
    const parsed = otpVerifySchema.safeParse({ phoneNumber: phone, otpCode: code });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).otpCode);
      focusInvalid(formRef.current);
      return;
    }
    setError(undefined);
    setAlert(null);
    setBusy(true);
    try {
      const response = await post("/api/demo/verify", { phoneNumber: phone, otpCode: code });
      const { sessionId } = (await response.json()) as { sessionId: string };
      onVerified(sessionId);
    } catch (e) {
      const failure = e instanceof ApiError ? e : new ApiError(500, "UNKNOWN_ERROR", "Verification failed");
      if (failure.retryable) setAlert(failure);
      else {
        setError(failure.fields.otpCode ?? failure.message);
        setCode("");
        focusInvalid(formRef.current);
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setAlert(null);
    setNotice(null);
    try {
      await post("/api/demo/code", { phoneNumber: phone });
      setCooldown(RESEND_COOLDOWN_S);
      setError(undefined);
      setCode("");
      setNotice("We sent a new code.");
    } catch (e) {
      setAlert(e instanceof ApiError ? e : new ApiError(500, "UNKNOWN_ERROR", "Failed to resend code"));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void verify();
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        We texted a 6-digit code to <span className="font-medium text-foreground">{phone}</span>.
      </p>
      <FormField label="Verification code" required error={error}>
        <Input
          name="otpCode"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
          className="font-mono tracking-[0.4em]"
        />
      </FormField>
      <FormAlert message={alert?.message ?? null} onRetry={alert?.retryable ? () => void verify() : undefined} />
      {notice && (
        <p role="status" className="text-sm text-muted-foreground">
          {notice}
        </p>
      )}
      <SubmitButton loading={busy} disabled={code.length !== 6} variant="demo">
        Verify
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" size={null} className="h-10 px-0 py-2 text-sm" onClick={onChangeNumber}>
          Use a different number
        </Button>
        <Button
          type="button"
          variant="link"
          size={null}
          className="h-10 px-0 py-2 text-sm"
          disabled={cooldown > 0}
          onClick={() => void resend()}
        >
          {cooldown > 0 ? `Send a new code in ${cooldown}s` : "Send a new code"}
        </Button>
      </div>
    </form>
  );
}
