import { CODE_LIFETIME_MINUTES, RESEND_BY_EMAIL, RESEND_BY_ID } from "@/lib/config/rules";

/** Verification and payment-verification delays; the code's lifetime and cooldowns are the backend's own. */
export const CODE_LENGTH = 6;
export const CODE_EXPIRY_MINUTES = CODE_LIFETIME_MINUTES;
export const VERIFY_RESEND_COOLDOWN_MS = RESEND_BY_ID.cooldownSeconds * 1000;
export const EMAIL_RESEND_COOLDOWN_MS = RESEND_BY_EMAIL.cooldownSeconds * 1000;
export const SUCCESS_REDIRECT_MS = 1_500;
export const EXPIRED_REDIRECT_MS = 2_000;
export const STATUS_MESSAGE_MS = 5_000;
export const PAYMENT_VERIFY_MS = 2_000;
