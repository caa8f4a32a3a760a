"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { CheckCircle2 } from "@/components/ui/icons/check-circle-2";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useFocusFirstInvalid } from "@/components/ui/use-focus-first-invalid";
import { CODE_LENGTH, VERIFY_RESEND_COOLDOWN_MS } from "@/lib/funnel/timings";
import { OtpField } from "./otp-field";
import { ResendButton } from "./resend-button";
import { useCooldown } from "./use-cooldown";
import { useRedirectAfter } from "./use-redirect-after";

export type VerifyOutcome = { ok: true } | { ok: false; message: string };
export type ResendOutcome = { ok: true } | { ok: false; retryAfter: number | null };

export interface VerifyCodeFormProps {
  title: string;
  intro: ReactNode;
  success: { title: string; message: string };
  onVerify: (code: string) => Promise<VerifyOutcome>;
  onResend: () => Promise<ResendOutcome>;
  /** Where the success view goes after the 1.5 s. */
  successHref: string;
  /** Arrived by the email's one-click link: verify at once, without a typed code. */
  onLinkVerify?: () => Promise<VerifyOutcome>;
  footer?: ReactNode;
}

/**
 * The six-digit code step shared by /verify and /verify-otp:
 * the sixth digit submits; a failure shows the error, clears the code and
 * puts focus back in the marked input; resend is disabled for 30 s after
 * load and each resend.
 */
export function VerifyCodeForm({
  title,
  intro,
  success,
  onVerify,
  onResend,
  successHref,
  footer,
  onLinkVerify,
}: VerifyCodeFormProps) {
  const fieldId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [resendStatus, setResendStatus] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [verified, setVerified] = useState(false);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const cooldown = useCooldown(VERIFY_RESEND_COOLDOWN_MS);
  useRedirectAfter(verified ? successHref : null);

  const linkTried = useRef(false);
  useEffect(() => {
    if (!onLinkVerify || linkTried.current) return;
    linkTried.current = true;
    inFlight.current = true;
    void onLinkVerify().then((outcome) => {
      inFlight.current = false;
      if (outcome.ok) setVerified(true);
      else {
        setError(outcome.message);
        focusInvalid(formRef.current);
      }
    });
  }, [onLinkVerify, focusInvalid]);

  async function submit(value: string) {
    if (inFlight.current) return;
    if (value.length !== CODE_LENGTH) {
      setError("Please enter a 6-digit code");
      focusInvalid(formRef.current);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    const outcome = await onVerify(value);
    inFlight.current = false;
    setSubmitting(false);
    if (outcome.ok) {
      setVerified(true);
    } else {
      setError(outcome.message);
      setCode("");
      // Sent with the button, focus was on it (now disabled): back to the code.
      focusInvalid(formRef.current);
    }
  }

  function change(digits: string) {
    if (inFlight.current) return;
    setCode(digits);
    if (error) setError(null);
    if (digits.length === CODE_LENGTH && digits !== code) void submit(digits);
  }

  async function resend() {
    setResendStatus(null);
    const outcome = await onResend();
    if (outcome.ok) {
      cooldown.start(VERIFY_RESEND_COOLDOWN_MS);
      setResendStatus("A new code is on its way.");
    } else {
      if (outcome.retryAfter) cooldown.start(outcome.retryAfter * 1_000);
      setError("Failed to resend code");
    }
  }

  if (verified) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="size-12 text-brand" />
        <h1 className="text-2xl font-bold tracking-tight">{success.title}</h1>
        <p className="text-muted-foreground">{success.message}</p>
        <Spinner label="Redirecting" />
      </div>
    );
  }

  const errorId = `${fieldId}-error`;
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(code);
      }}
    >
      <div className="space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="text-sm text-muted-foreground">{intro}</div>
      </div>
      <div className="space-y-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          Verification code
        </label>
        <OtpField
          id={fieldId}
          value={code}
          onChange={change}
          busy={submitting}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          onEnter={() => void submit(code)}
        />
        <p id={errorId} role="alert" className="min-h-5 text-sm text-destructive">
          {error}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={code.length !== CODE_LENGTH || submitting}>
        {submitting ? <Spinner label="Verifying" className="size-4 text-current" /> : null}
        Verify &amp; Sign In
      </Button>
      <ResendButton label="Resend code" cooldownSeconds={cooldown.active ? cooldown.seconds : 0} onResend={resend} />
      <p role="status" className="min-h-5 text-center text-sm text-muted-foreground">
        {resendStatus}
      </p>
      {footer}
    </form>
  );
}
