"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { enterAdmin } from "./enter-admin";
import { post, settle, type ApiError } from "@/lib/browser/api-client";

type Step = "email" | "code";

const INVALID_CODE = "Invalid or expired code";
const BAD_EMAIL = "Enter a valid email address";

/** The same words for every address, listed or not: the form never tells who is staff. */
export function sentMessage(email: string): string {
  return `If ${email} may sign in, a 6-digit code is on its way to it. It expires in 10 minutes.`;
}

function tooMany(error: ApiError): string {
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 900) / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function messageOf(error: ApiError, field: "email" | "code", fallback: string): string {
  if (error.status === 0) return "Could not reach the server. Please try again.";
  if (error.status === 429) return tooMany(error);
  if (error.status === 422) return error.fields[field] ?? fallback;
  if (error.status === 401) return INVALID_CODE;
  return error.message;
}

/** What a no-JavaScript post came back with (?staff=…&email=…). */
function initialState(params: URLSearchParams): { step: Step; email: string; error: string | null; sent: boolean } {
  const state = params.get("staff");
  const email = params.get("email") ?? "";
  if (email && (state === "sent" || state === "invalid" || state === "rate")) {
    const error = state === "invalid" ? INVALID_CODE : state === "rate" ? "Too many attempts. Try again later." : null;
    return { step: "code", email, error, sent: state === "sent" };
  }
  const error = state === "rate" ? "Too many requests. Try again later." : state === "bad-email" ? BAD_EMAIL : null;
  return { step: "email", email: "", error, sent: false };
}

/**
 * Named staff sign-in: an email, then the 6-digit code emailed to it. Real
 * forms posting to /api/admin/staff-code and /api/admin/session, so they work
 * without JavaScript (the server answers 303 back to /admin with the step in
 * the query); with JavaScript they submit by fetch.
 */
export function StaffSignInForm() {
  const params = useSearchParams();
  const router = useRouter();
  const [initial] = useState(() => initialState(params));
  const [step, setStep] = useState<Step>(initial.step);
  const [email, setEmail] = useState(initial.email);
  const [sent, setSent] = useState(initial.sent);
  const [error, setError] = useState<string | null>(initial.error);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // Set when the visitor moved between steps, so focus follows them (not on the first render).
  const moved = useRef(false);
  const id = useId();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (step === "code" ? codeRef : emailRef).current?.focus();
  }, [step]);

  async function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setBusy(true);
    setError(null);
    const result = await settle(post("/api/admin/staff-code", { email: address }));
    setBusy(false);
    if (!result.ok) {
      setError(messageOf(result.error, "email", BAD_EMAIL));
      return;
    }
    setEmail(address);
    setSent(true);
    moved.current = true;
    setStep("code");
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    setError(null);
    const result = await settle(post("/api/admin/session", { email, code }));
    if (result.ok) {
      enterAdmin(router);
      return;
    }
    setBusy(false);
    setError(messageOf(result.error, "code", INVALID_CODE));
  }

  function startOver(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setSent(false);
    setError(null);
    moved.current = true;
    setStep("email");
  }

  const pending = (label: string) => (
    <>
      <Spinner decorative className="size-4 text-current" /> {label}
    </>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t pt-8" data-testid="staff-sign-in">
      <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight">
        Sign in with your work email
      </h2>
      {step === "email" ? (
        <form method="post" action="/api/admin/staff-code" onSubmit={requestCode} className="mt-4 space-y-3">
          <FormField id={`${id}-email`} label="Work email" required error={error ?? undefined}>
            <Input
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={email}
              required
              maxLength={255}
            />
          </FormField>
          <Button type="submit" variant="outline" className="w-full" disabled={busy}>
            {busy ? pending("Sending...") : "Email me a code"}
          </Button>
        </form>
      ) : (
        <form method="post" action="/api/admin/session" onSubmit={signIn} className="mt-4 space-y-3">
          {sent && (
            <p role="status" className="text-sm text-muted-foreground" data-testid="staff-code-sent">
              {sentMessage(email)}
            </p>
          )}
          <input type="hidden" name="email" value={email} />
          <FormField id={`${id}-code`} label="Sign-in code" required error={error ?? undefined}>
            <Input
              ref={codeRef}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? pending("Signing in...") : "Sign in with code"}
          </Button>
          <p className="text-sm">
            <a
              href="/admin"
              onClick={startOver}
              className="underline underline-offset-4 hover:text-foreground focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              Use a different email
            </a>
          </p>
        </form>
      )}
    </section>
  );
}
