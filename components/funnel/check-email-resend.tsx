"use client";

import { useEffect, useState } from "react";
import { postJson, settle } from "@/lib/browser/api-client";
import { STORAGE_KEYS } from "@/lib/funnel/storage";
import { EMAIL_RESEND_COOLDOWN_MS, STATUS_MESSAGE_MS } from "@/lib/funnel/timings";
import { clsx } from "clsx";
import { ResendButton } from "./resend-button";
import { useCooldown } from "./use-cooldown";
import { useSessionValue } from "./use-session-value";

type Status = { kind: "success" | "error"; text: string } | null;

/**
 * /check-email's address and Resend Email:
 * disabled while sending and for 60 s after a success; the status message
 * clears after 5 s.
 */
export function CheckEmailResend() {
  const email = useSessionValue(STORAGE_KEYS.signupEmail);
  const cooldown = useCooldown();
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    if (!status) return;
    const id = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(id);
  }, [status]);

  async function resend() {
    if (!email) return;
    setStatus(null);
    const result = await settle(postJson("/api/resend-verification", { email }));
    if (result.ok) {
      cooldown.start(EMAIL_RESEND_COOLDOWN_MS);
      setStatus({ kind: "success", text: "Verification email sent successfully!" });
    } else {
      setStatus({ kind: "error", text: result.error.serverMessage ?? "Failed to resend email" });
    }
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <ResendButton
        label="Resend Email"
        cooldownSeconds={cooldown.active ? cooldown.seconds : 0}
        onResend={resend}
        disabled={!email}
      />
      <p
        role="status"
        className={clsx("min-h-5 text-center text-sm", status?.kind === "error" ? "text-destructive" : "text-brand")}
      >
        {status?.text}
      </p>
    </div>
  );
}
