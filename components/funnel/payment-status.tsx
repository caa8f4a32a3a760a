"use client";

import { useEffect, useState } from "react";
import { IntentLink as Link } from "@/components/site/intent-link";
import { useSearchParams } from "next/navigation";
import { AlertCircle } from "@/components/ui/icons/alert-circle";
import { CheckCircle2 } from "@/components/ui/icons/check-circle-2";
import { getJson, settle } from "@/lib/browser/api-client";
import { completeSetupUrl } from "@/lib/funnel/checkout";
import type { HubId } from "@/lib/hubs/registry";
import { PAYMENT_VERIFY_MS } from "@/lib/funnel/timings";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Phase = "verifying" | "success" | "error";

export const PAYMENT_NEXT_STEPS = [
  "Create your account",
  "Complete business verification",
  "Get your dedicated phone number",
  "Start sending SMS",
] as const;

/**
 * /payment-success: 'Verifying Payment...' for
 * 2 s, then success or error. The server decides whether the session is
 * paid (it asks Stripe when STRIPE_SECRET_KEY is set); the 2 s always stand.
 * `hubId` is the page's hub, resolved on the server from the host.
 */
export function PaymentStatus({ hubId }: { hubId: HubId }) {
  const sessionId = useSearchParams().get("session_id")?.trim() || null;
  const [phase, setPhase] = useState<Phase>("verifying");

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    const delay = new Promise<void>((resolve) => window.setTimeout(resolve, PAYMENT_VERIFY_MS));
    const check = settle(
      getJson<{ paid?: boolean }>(`/api/payments/session?session_id=${encodeURIComponent(sessionId)}`),
    );
    void Promise.all([delay, check]).then(([, result]) => {
      if (!cancelled) setPhase(result.ok && result.data?.paid ? "success" : "error");
    });
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

  if (!sessionId || phase === "error") {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <AlertCircle aria-hidden="true" className="size-12 text-destructive" />
        <h1 className="text-2xl font-bold tracking-tight">Payment Issue</h1>
        <p className="text-muted-foreground">
          We couldn&apos;t verify your payment. Please try again or contact support.
        </p>
        <Button asChild size="lg">
          <Link href="/pricing">Back to Pricing</Link>
        </Button>
      </div>
    );
  }
  if (phase === "verifying") {
    return (
      <div className="flex flex-col items-center gap-4 text-center" aria-busy="true">
        <Spinner className="size-10 text-brand" label="Verifying payment" />
        <h1 className="text-2xl font-bold tracking-tight">Verifying Payment...</h1>
        <p className="text-muted-foreground">This only takes a moment.</p>
      </div>
    );
  }
  const target = completeSetupUrl(hubId, sessionId);
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <CheckCircle2 aria-hidden="true" className="size-12 text-brand" />
      <h1 className="text-2xl font-bold tracking-tight">Payment Successful!</h1>
      <p className="text-muted-foreground">Thank you. Here&apos;s what happens next:</p>
      <ol className="w-full space-y-2 text-left">
        {PAYMENT_NEXT_STEPS.map((step, i) => (
          <li key={step} className="flex items-center gap-3 rounded-md border px-4 py-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              {i + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <Button asChild size="lg" className="w-full">
        <a href={target}>Complete Account Setup</a>
      </Button>
    </div>
  );
}
