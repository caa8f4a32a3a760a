"use client";

import { useSearchParams } from "next/navigation";
import { postJson, settle } from "@/lib/browser/api-client";
import { parseSignupData, STORAGE_KEYS, writeSession } from "@/lib/funnel/storage";
import { CODE_EXPIRY_MINUTES, EXPIRED_REDIRECT_MS } from "@/lib/funnel/timings";
import type { AuthMethod } from "@/lib/types/backend";
import { Spinner } from "@/components/ui/spinner";
import { useRedirectAfter } from "./use-redirect-after";
import { useSessionValue } from "./use-session-value";
import { VerifyCodeForm, type ResendOutcome, type VerifyOutcome } from "./verify-code-form";

const SIGNUP_PATH = "/signup";
const DASHBOARD_PATH = "/admin";

/**
 * /verify, sign-up mode: the id comes from `?id=` or from
 * stored `signup_data`; `method` is sms unless `email`; `existing=true`
 * changes the success wording.
 */
export function SignupVerify() {
  const params = useSearchParams();
  const raw = useSessionValue(STORAGE_KEYS.signupData);
  const stored = parseSignupData(raw ?? null);
  const id = params.get("id")?.trim() || stored.verificationId;
  const method: AuthMethod = params.get("method") === "email" ? "email" : "sms";
  const existing = params.get("existing") === "true";
  const linkToken = params.get("token")?.trim() || null;
  const expired = raw !== undefined && !id;
  useRedirectAfter(expired ? SIGNUP_PATH : null, EXPIRED_REDIRECT_MS, true);

  if (raw === undefined) return <Spinner label="Loading" />;
  if (!id) {
    return (
      <div role="alert" className="space-y-3 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Verification</h1>
        <p className="text-destructive">Verification session expired. Please start over.</p>
      </div>
    );
  }

  const destination = method === "email" ? stored.email : stored.phone;
  async function verify(code: string): Promise<VerifyOutcome> {
    const result = await settle(
      postJson<{ verification_id?: string }>("/api/verify-code", {
        verification_id: id,
        verification_code: code,
        email: stored.email,
        mobile_phone_number: stored.phone,
        auth_method: method,
      }),
    );
    if (!result.ok) return { ok: false, message: result.error.serverMessage ?? "Verification failed" };
    if (!result.data?.verification_id) return { ok: false, message: "Invalid verification code" };
    writeSession(STORAGE_KEYS.verifiedId, result.data.verification_id);
    return { ok: true };
  }
  async function verifyLink(): Promise<VerifyOutcome> {
    const result = await settle(
      postJson<{ verification_id?: string }>("/api/verify-code", {
        verification_id: id,
        verification_token: linkToken,
        auth_method: "email",
      }),
    );
    if (!result.ok || !result.data?.verification_id) {
      return {
        ok: false,
        message: "This verification link is invalid or has expired. Enter the code from the email instead.",
      };
    }
    writeSession(STORAGE_KEYS.verifiedId, result.data.verification_id);
    return { ok: true };
  }
  async function resend(): Promise<ResendOutcome> {
    const result = await settle(postJson("/api/resend-verification", { verification_id: id, auth_method: method }));
    return result.ok ? { ok: true } : { ok: false, retryAfter: result.error.retryAfter };
  }

  return (
    <VerifyCodeForm
      title={existing ? "Confirm It's You" : "Verify Your Account"}
      intro={
        <>
          <p>
            Enter the 6-digit code we sent {method === "email" ? "by email" : "by text message"}
            {destination ? (
              <>
                {" "}
                to <strong className="text-foreground">{destination}</strong>
              </>
            ) : null}
            .
          </p>
          <p className="mt-1">The code expires in {CODE_EXPIRY_MINUTES} minutes.</p>
        </>
      }
      success={
        existing
          ? { title: "Identity Verified!", message: "Your account is confirmed. Redirecting to your dashboard..." }
          : { title: "Account Verified!", message: "Your account has been created. Redirecting to your dashboard..." }
      }
      onVerify={verify}
      onLinkVerify={linkToken ? verifyLink : undefined}
      onResend={resend}
      successHref={DASHBOARD_PATH}
      footer={
        <p className="text-center text-sm text-muted-foreground">
          Wrong details?{" "}
          <a href={SIGNUP_PATH} className="font-medium text-brand underline-offset-4 hover:underline">
            Start over
          </a>
        </p>
      }
    />
  );
}
