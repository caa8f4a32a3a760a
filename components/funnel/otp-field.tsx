"use client";

import type { ClipboardEvent } from "react";
import { CODE_LENGTH } from "@/lib/funnel/timings";
import { clsx } from "clsx";

export interface OtpFieldProps {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  /** While a check runs: read-only, not disabled, so focus stays for the retry. */
  busy?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Enter pressed: lets a short code explain itself even though the button is disabled. */
  onEnter?: () => void;
}

/** Digits only, at most six. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/**
 * One native input rather than six boxes: the OS offers the code from an SMS
 * or mail (`autocomplete="one-time-code"`), screen readers read one field, and
 * paste works. Paste is handled by hand because `maxLength` would cut
 * "123 456" to "123 45" before we could strip the space.
 */
export function OtpField({ id, value, onChange, busy, invalid, describedBy, onEnter }: OtpFieldProps) {
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
      readOnly={busy}
      aria-busy={busy || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(onlyDigits(event.target.value))}
      onPaste={onPaste}
      onKeyDown={(event) => {
        if (event.key === "Enter" && onEnter) {
          event.preventDefault();
          onEnter();
        }
      }}
      placeholder="000000"
      className={clsx(
        "h-14 w-full rounded-md border bg-background px-4 text-center font-mono text-2xl tracking-[0.5em] tabular-nums",
        "placeholder:text-muted-foreground/50 read-only:opacity-60",
        // In error: a red outline set off from the border; focus then shows as a ring in the gap.
        invalid
          ? "border-destructive outline-2 outline-offset-2 outline-destructive focus-visible:ring-2 focus-visible:ring-ring"
          : "border-input focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      )}
    />
  );
}
