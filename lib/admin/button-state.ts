/**
 * Floating admin button: the browser keys and the pure decision of
 * which variant shows. The keys only drive the button; the server's signed
 * cookie is what grants access.
 */
import { post, settle } from "@/lib/browser/api-client";

export const ADMIN_TOKEN_KEY = "admin_auth_token";
export const ADMIN_TIMESTAMP_KEY = "admin_auth_timestamp";
export const ADMIN_TOKEN_VALUE = "authenticated";
/** The admin keys in local storage last 24 hours, like the admin session. */
export const ADMIN_KEYS_TTL_MS = 24 * 60 * 60 * 1000;
export const ADMIN_QUERY_PARAM = "admin";

export type AdminButtonVariant = "hidden" | "locked" | "shield";
export type StoredKeys = "valid" | "expired" | "absent";

type KeyStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Both keys, under 24 hours old → valid; at 24 hours or older → expired. */
export function readStoredKeys(storage: KeyStore, now: number): StoredKeys {
  const token = storage.getItem(ADMIN_TOKEN_KEY);
  const stamp = storage.getItem(ADMIN_TIMESTAMP_KEY);
  if (token === null && stamp === null) return "absent";
  const at = stamp === null ? Number.NaN : Date.parse(stamp);
  if (token === ADMIN_TOKEN_VALUE && Number.isFinite(at) && now - at < ADMIN_KEYS_TTL_MS && at <= now) return "valid";
  // Old, half-written or tampered keys are cleared like expired ones.
  return "expired";
}

/** Same-tab signal (the storage event only reaches other tabs) so the button follows sign-in and sign-out. */
export const ADMIN_KEYS_EVENT = "admin-keys-change";

function announce(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(ADMIN_KEYS_EVENT));
}

export function storeAdminKeys(storage: KeyStore, now: number): void {
  storage.setItem(ADMIN_TOKEN_KEY, ADMIN_TOKEN_VALUE);
  storage.setItem(ADMIN_TIMESTAMP_KEY, new Date(now).toISOString());
  announce();
}

export function clearAdminKeys(storage: KeyStore): void {
  storage.removeItem(ADMIN_TOKEN_KEY);
  storage.removeItem(ADMIN_TIMESTAMP_KEY);
  announce();
}

const GATE_ERRORS = new Map([
  ["invalid", "Invalid access code"],
  ["rate", "Too many attempts. Try again in 15 minutes."],
]);

/** The message for /admin?error=<reason> after a no-JavaScript post; any other string shows nothing. */
export function gateErrorMessage(reason: string | null): string | null {
  return GATE_ERRORS.get(reason ?? "") ?? null;
}

/** The `?admin=` value: null when absent, "" when present without a code. */
export function adminParam(search: string): string | null {
  return new URLSearchParams(search).get(ADMIN_QUERY_PARAM);
}

/** The address with `admin` removed, keeping every other parameter and the hash. */
export function withoutAdminParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(ADMIN_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Which variant shows. Shield: localhost, valid keys, or a code just accepted.
 * Locked: `?admin` was present but carried no code or a wrong one, so the
 * person who asked for the admin door gets a prompt instead of a URL secret.
 * Otherwise nothing (rule 4).
 */
export function chooseVariant(input: {
  localhost: boolean;
  keys: StoredKeys;
  param: string | null;
  paramAccepted: boolean;
}): AdminButtonVariant {
  if (input.localhost || input.keys === "valid" || input.paramAccepted) return "shield";
  if (input.param !== null) return "locked";
  return "hidden";
}

export type UnlockResult = { ok: true } | { ok: false; message: string };

/** Ask the server to check the code and set the session cookie (POST /api/admin/session). */
export async function unlockWithCode(code: string): Promise<UnlockResult> {
  const result = await settle(post("/api/admin/session", { code }));
  if (result.ok) return { ok: true };
  const { status, retryAfter } = result.error;
  if (status === 0) return { ok: false, message: "Could not reach the server. Please try again." };
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfter ?? 900) / 60));
    return { ok: false, message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }
  // Wrong admin code → 'Invalid access code'.
  return { ok: false, message: "Invalid access code" };
}
