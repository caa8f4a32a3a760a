import { serverEnv } from "@/lib/config/server-env";

/**
 * Every delivery timing and lane size in one place. Each has a named default
 * and an environment variable (see the README's Configuration table); tests
 * shorten them to run a crash in seconds.
 */
export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_EMAIL_CONCURRENCY = 4;
export const DEFAULT_SMS_CONCURRENCY = 4;
export const DEFAULT_WEBHOOK_CONCURRENCY = 2;
export const DEFAULT_POLL_MS = 10_000;
export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_RETRY_BASE_MS = 30_000;
export const DEFAULT_RETRY_MAX_MS = 60 * 60_000;
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
export const DEFAULT_SMTP_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_SMTP_GREETING_TIMEOUT_MS = 5_000;
export const DEFAULT_SMTP_SOCKET_TIMEOUT_MS = 15_000;
export const DEFAULT_TWILIO_TIMEOUT_MS = 10_000;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;
export const DEFAULT_HEALTH_MAX_AGE_MS = 5 * 60_000;
export const DEFAULT_HEALTH_FAILING_MS = 5 * 60_000;

export interface DeliverySettings {
  /** A claimed row belongs to its worker this long; then another may take it. */
  leaseMs: number;
  /** One send, from claim to the provider's answer, never runs longer (half the lease, at most the shutdown grace). */
  sendDeadlineMs: number;
  concurrency: { email: number; sms: number; webhook: number };
  /** Each lane looks for due rows (retries, other servers' leftovers) this often. */
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** On SIGTERM, in-flight sends get this long to finish. */
  shutdownGraceMs: number;
  smtp: { connectionTimeoutMs: number; greetingTimeoutMs: number; socketTimeoutMs: number };
  twilioTimeoutMs: number;
  webhookTimeoutMs: number;
  /** /api/health turns "degraded" past these. */
  healthMaxAgeMs: number;
  healthFailingMs: number;
}

/** The settings with every provider timeout held inside the per-send deadline, so a hung provider never outlives a lease. */
export function settingsFrom(values: Omit<DeliverySettings, "sendDeadlineMs">): DeliverySettings {
  const sendDeadlineMs = Math.min(Math.floor(values.leaseMs / 2), values.shutdownGraceMs);
  const cap = (ms: number) => Math.min(ms, sendDeadlineMs);
  return {
    ...values,
    sendDeadlineMs,
    smtp: {
      connectionTimeoutMs: cap(values.smtp.connectionTimeoutMs),
      greetingTimeoutMs: cap(values.smtp.greetingTimeoutMs),
      socketTimeoutMs: cap(values.smtp.socketTimeoutMs),
    },
    twilioTimeoutMs: cap(values.twilioTimeoutMs),
    webhookTimeoutMs: cap(values.webhookTimeoutMs),
  };
}

export const DEFAULT_SETTINGS: DeliverySettings = settingsFrom({
  leaseMs: DEFAULT_LEASE_MS,
  concurrency: { email: DEFAULT_EMAIL_CONCURRENCY, sms: DEFAULT_SMS_CONCURRENCY, webhook: DEFAULT_WEBHOOK_CONCURRENCY },
  pollMs: DEFAULT_POLL_MS,
  maxAttempts: DEFAULT_MAX_ATTEMPTS,
  retryBaseMs: DEFAULT_RETRY_BASE_MS,
  retryMaxMs: DEFAULT_RETRY_MAX_MS,
  shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_MS,
  smtp: {
    connectionTimeoutMs: DEFAULT_SMTP_CONNECT_TIMEOUT_MS,
    greetingTimeoutMs: DEFAULT_SMTP_GREETING_TIMEOUT_MS,
    socketTimeoutMs: DEFAULT_SMTP_SOCKET_TIMEOUT_MS,
  },
  twilioTimeoutMs: DEFAULT_TWILIO_TIMEOUT_MS,
  webhookTimeoutMs: DEFAULT_WEBHOOK_TIMEOUT_MS,
  healthMaxAgeMs: DEFAULT_HEALTH_MAX_AGE_MS,
  healthFailingMs: DEFAULT_HEALTH_FAILING_MS,
});

/** The settings this server runs with: each environment variable, else its default. */
export function deliverySettings(): DeliverySettings {
  const env = serverEnv();
  const d = DEFAULT_SETTINGS;
  return settingsFrom({
    leaseMs: env.OUTBOX_LEASE_MS ?? d.leaseMs,
    concurrency: {
      email: env.OUTBOX_EMAIL_CONCURRENCY ?? d.concurrency.email,
      sms: env.OUTBOX_SMS_CONCURRENCY ?? d.concurrency.sms,
      webhook: env.OUTBOX_WEBHOOK_CONCURRENCY ?? d.concurrency.webhook,
    },
    pollMs: env.OUTBOX_POLL_MS ?? d.pollMs,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS ?? d.maxAttempts,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS ?? d.retryBaseMs,
    retryMaxMs: env.OUTBOX_RETRY_MAX_MS ?? d.retryMaxMs,
    shutdownGraceMs: env.OUTBOX_SHUTDOWN_GRACE_MS ?? d.shutdownGraceMs,
    smtp: {
      connectionTimeoutMs: env.SMTP_CONNECT_TIMEOUT_MS ?? DEFAULT_SMTP_CONNECT_TIMEOUT_MS,
      greetingTimeoutMs: env.SMTP_GREETING_TIMEOUT_MS ?? DEFAULT_SMTP_GREETING_TIMEOUT_MS,
      socketTimeoutMs: env.SMTP_SOCKET_TIMEOUT_MS ?? DEFAULT_SMTP_SOCKET_TIMEOUT_MS,
    },
    twilioTimeoutMs: env.TWILIO_TIMEOUT_MS ?? DEFAULT_TWILIO_TIMEOUT_MS,
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS ?? DEFAULT_WEBHOOK_TIMEOUT_MS,
    healthMaxAgeMs: env.HEALTH_OUTBOX_MAX_AGE_MS ?? d.healthMaxAgeMs,
    healthFailingMs: env.HEALTH_CHANNEL_FAILING_MS ?? d.healthFailingMs,
  });
}
