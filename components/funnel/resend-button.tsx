"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

export interface ResendButtonProps {
  label: string;
  /** Seconds left on the cooldown; 0 means ready. */
  cooldownSeconds: number;
  onResend: () => Promise<void>;
  disabled?: boolean;
}

/** A resend control that is disabled while sending and during its cooldown. */
export function ResendButton({ label, cooldownSeconds, onResend, disabled }: ResendButtonProps) {
  const [sending, setSending] = useState(false);
  async function click() {
    setSending(true);
    try {
      await onResend();
    } finally {
      setSending(false);
    }
  }
  const waiting = cooldownSeconds > 0;
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled || sending || waiting}
      onClick={() => void click()}
      aria-live="polite"
    >
      {sending ? "Sending..." : label}
      {waiting && !sending ? <span className="text-muted-foreground tabular-nums">({cooldownSeconds}s)</span> : null}
    </Button>
  );
}
