"use client";

import { STORAGE_KEYS } from "@/lib/funnel/storage";
import { useSessionValue } from "./use-session-value";

/** The address kept from sign-up (session storage `signup_email`). */
export function SignupEmail() {
  const email = useSessionValue(STORAGE_KEYS.signupEmail);
  return (
    <strong className="mt-1 block min-h-7 text-lg wrap-anywhere text-foreground" data-testid="signup-email">
      {email === undefined ? null : (email ?? "the address you signed up with")}
    </strong>
  );
}
