/** Verification and payment-verification delays, in one place. */
export const CODE_LENGTH = 6;
/** As shown to the user; the backend enforces its own expiry. */
export const CODE_EXPIRY_MINUTES = 15;
export const VERIFY_RESEND_COOLDOWN_MS = 30_000;
export const EMAIL_RESEND_COOLDOWN_MS = 60_000;
export const SUCCESS_REDIRECT_MS = 1_500;
export const EXPIRED_REDIRECT_MS = 2_000;
export const STATUS_MESSAGE_MS = 5_000;
export const PAYMENT_VERIFY_MS = 2_000;
