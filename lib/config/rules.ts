/**
 * Rules that more than one place applies, each written once: how long a one-time code lives and how often it
 * may be sent again (the cores, the messages that state the lifetime, the funnel's screens and cookies), and
 * the SMS defaults the Node server and the Edge Functions both read. Per-client limits are in RATE_LIMITS
 * (lib/backend/core/limits.ts). Plain numbers, safe for the browser and for Deno.
 */

/** A verification code (sign-up, login, demo) expires this many minutes after it is sent. */
export const CODE_LIFETIME_MINUTES = 15;
export const CODE_TTL_MS = CODE_LIFETIME_MINUTES * 60_000;

/** Resend by email address: 60 s between sends, at most 3 per code lifetime. */
export const RESEND_BY_EMAIL = { cooldownSeconds: 60, max: 3, windowSeconds: CODE_LIFETIME_MINUTES * 60 } as const;
/** Resend by verification id (the code screen's button): 30 s between sends, at most 3 per code lifetime. */
export const RESEND_BY_ID = { cooldownSeconds: 30, max: 3, windowSeconds: CODE_LIFETIME_MINUTES * 60 } as const;

/** Countries we text unless SMS_COUNTRIES says otherwise: the United States and Canada. */
export const DEFAULT_SMS_COUNTRIES = ["US", "CA"] as const;
/** Texts per UTC day for the whole service unless SMS_DAILY_LIMIT says otherwise. */
export const DEFAULT_SMS_DAILY_LIMIT = 300;
/** RATE_LIMIT_RELAXED (load tests, the single-server e2e) multiplies every limit's max by this. */
export const RELAXED_LIMIT_FACTOR = 1000;
