"use client";

import { useEffect, useRef } from "react";
import { postJson, settle } from "@/lib/browser/api-client";
import { STORAGE_KEYS } from "@/lib/funnel/storage";
import { FunnelLoading } from "./funnel-loading";
import { useRedirectAfter } from "./use-redirect-after";
import { useSessionValue } from "./use-session-value";
import { VerifyCodeForm, type ResendOutcome, type VerifyOutcome } from "./verify-code-form";

const LOGIN_PATH = "/login";
const TITLE = "Enter Your Login Code";

/** Login codes go through the site's own route handlers (app/api/auth), never to the backend from the page. */
export const LOGIN_CODE_API = { start: "/api/auth/otp", verify: "/api/auth/verify" } as const;

/**
 * /verify-otp, login-code mode: needs the stored `login_email`, otherwise
 * the visitor is sent to /login straight away; with it, the code is sent on arrival.
 */
export function LoginVerify() {
  const email = useSessionValue(STORAGE_KEYS.loginEmail);
  const missing = email !== undefined && !email;
  // /login is a route handler that redirects to the app's login: a full load, no delay.
  useRedirectAfter(missing ? LOGIN_PATH : null, 0, true);
  // Arriving with a login email sends its code once; Resend keeps its cooldown.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!email || sentFor.current === email) return;
    sentFor.current = email;
    void settle(postJson(LOGIN_CODE_API.start, { email }));
  }, [email]);

  // The page's heading is in the server HTML; the form needs the stored email first.
  if (!email) return <FunnelLoading title={TITLE} label={missing ? "Redirecting to log in" : undefined} />;

  async function verify(code: string): Promise<VerifyOutcome> {
    const result = await settle(postJson<{ ok?: boolean }>(LOGIN_CODE_API.verify, { email, token: code }));
    if (!result.ok) return { ok: false, message: result.error.serverMessage ?? "Verification failed" };
    return result.data?.ok ? { ok: true } : { ok: false, message: "Invalid verification code" };
  }
  async function resend(): Promise<ResendOutcome> {
    const result = await settle(postJson(LOGIN_CODE_API.start, { email }));
    return result.ok ? { ok: true } : { ok: false, retryAfter: result.error.retryAfter };
  }

  return (
    <VerifyCodeForm
      title={TITLE}
      intro={
        <>
          <p>
            We sent a 6-digit code to <strong className="text-foreground">{email}</strong>.
          </p>
        </>
      }
      success={{ title: "Welcome Back!", message: "Redirecting to your dashboard..." }}
      onVerify={verify}
      onResend={resend}
      successHref="/admin"
    />
  );
}
