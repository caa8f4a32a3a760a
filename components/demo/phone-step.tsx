"use client";

import { useRef, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useFocusFirstInvalid } from "@/components/ui/use-focus-first-invalid";
import { phoneRequestSchema } from "@/lib/validation/demo";
import { ApiError, post } from "@/lib/browser/api-client";
import { fieldErrors } from "@/lib/validation/fields";
import { FormAlert } from "./form-alert";

export interface PhoneStepProps {
  initialPhone: string;
  /** Called with the typed and the normalized number once the code is on its way. */
  onSent(typed: string, normalized: string): void;
}

/** Step 1: the visitor's mobile number; the server texts a six-digit code to it. */
export function PhoneStep({ initialPhone, onSent }: PhoneStepProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();

  async function send() {
    const parsed = phoneRequestSchema.safeParse({ phoneNumber: phone });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).phoneNumber);
      focusInvalid(formRef.current);
      return;
    }
    setError(undefined);
    setAlert(null);
    setSending(true);
    try {
      await post("/api/demo/code", { phoneNumber: phone, source: parsed.data.source });
      onSent(phone, parsed.data.phoneNumber);
    } catch (e) {
      const failure =
        e instanceof ApiError ? e : new ApiError(500, "UNKNOWN_ERROR", "Something went wrong. Please try again.");
      if (failure.fields.phoneNumber) {
        setError(failure.fields.phoneNumber);
        focusInvalid(formRef.current);
      } else setAlert(failure);
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label="Mobile number"
        required
        error={error}
        description="We'll text you a 6-digit code. Standard rates may apply."
      >
        <Input
          type="tel"
          name="phoneNumber"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(555) 123-4567"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </FormField>
      <FormAlert message={alert?.message ?? null} onRetry={alert?.retryable ? () => void send() : undefined} />
      <SubmitButton loading={sending} variant="demo">
        Text me a code
      </SubmitButton>
    </form>
  );
}
