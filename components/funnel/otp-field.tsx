"use client";

import type { ClipboardEvent } from "react";
import { CODE_LENGTH } from "@/lib/funnel/timings";
import { cn } from "@/lib/utils";

export interface OtpFieldProps {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Digits only, at most six (SPEC §5 "Verification"). */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/**
 * One native input rather than six boxes: the OS offers the code from an SMS
 * or mail (`autocomplete="one-time-code"`), screen readers read one field, and
 * paste works. Paste is handled by hand because `maxLength` would cut
 * "123 456" to "123 45" before we could strip the space.
 */
export function OtpField({ id, value, onChange, disabled, invalid, describedBy }: OtpFieldProps) {
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    onChange(onlyDigits(event.clipboardData.getData("text")));
  }
  return (
    <input
      id={id}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      autoFocus
      spellCheck={false}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(onlyDigits(event.target.value))}
      onPaste={onPaste}
      placeholder="000000"
      className={cn(
        "h-14 w-full rounded-md border border-input bg-background px-4 text-center font-mono text-2xl tracking-[0.5em] tabular-nums",
        "placeholder:text-muted-foreground/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50",
        invalid && "border-destructive",
      )}
    />
  );
}
