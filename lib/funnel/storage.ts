/**
 * Session storage keys. Reads never throw: storage can be disabled
 * (private mode, sandboxed frames) and a page must still render.
 */
export const STORAGE_KEYS = {
  signupEmail: "signup_email",
  loginEmail: "login_email",
  signupData: "signup_data",
  verifiedId: "verified_verification_id",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Sign-up data, kept in session storage between the funnel's pages. */
export interface SignupData {
  email: string | null;
  phone: string | null;
  verificationId: string | null;
}

export function readSession(key: StorageKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: StorageKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the flow still works, only the hand-off key is lost.
  }
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Parse stored sign-up data; anything malformed reads as empty. */
export function parseSignupData(raw: string | null): SignupData {
  const empty: SignupData = { email: null, phone: null, verificationId: null };
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return empty;
    const record = value as Record<string, unknown>;
    return { email: text(record.email), phone: text(record.phone), verificationId: text(record.verificationId) };
  } catch {
    return empty;
  }
}
