import { serverEnv } from "@/lib/config/server-env";
import { DELIVERY_KNOB_DEFAULTS, type DeliveryKnobValues } from "@/lib/config/delivery-knobs";

/**
 * Every delivery timing and lane size in one shape, from the DELIVERY_ variables (each with its default in
 * lib/config/delivery-knobs.ts); tests shorten them to run a crash in seconds.
 */
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

/** The settings from the knobs' values. */
export function settingsFromKnobs(k: DeliveryKnobValues): DeliverySettings {
  return settingsFrom({
    leaseMs: k.DELIVERY_LEASE_MS,
    concurrency: {
      email: k.DELIVERY_EMAIL_CONCURRENCY,
      sms: k.DELIVERY_SMS_CONCURRENCY,
      webhook: k.DELIVERY_WEBHOOK_CONCURRENCY,
    },
    pollMs: k.DELIVERY_POLL_MS,
    maxAttempts: k.DELIVERY_MAX_ATTEMPTS,
    retryBaseMs: k.DELIVERY_RETRY_BASE_MS,
    retryMaxMs: k.DELIVERY_RETRY_MAX_MS,
    shutdownGraceMs: k.DELIVERY_SHUTDOWN_GRACE_MS,
    smtp: {
      connectionTimeoutMs: k.DELIVERY_SMTP_CONNECT_TIMEOUT_MS,
      greetingTimeoutMs: k.DELIVERY_SMTP_GREETING_TIMEOUT_MS,
      socketTimeoutMs: k.DELIVERY_SMTP_SOCKET_TIMEOUT_MS,
    },
    twilioTimeoutMs: k.DELIVERY_TWILIO_TIMEOUT_MS,
    webhookTimeoutMs: k.DELIVERY_WEBHOOK_TIMEOUT_MS,
    healthMaxAgeMs: k.DELIVERY_HEALTH_MAX_AGE_MS,
    healthFailingMs: k.DELIVERY_HEALTH_FAILING_MS,
  });
}

/** Every knob at its default. */
export const DEFAULT_SETTINGS: DeliverySettings = settingsFromKnobs(DELIVERY_KNOB_DEFAULTS);

/** The settings this server runs with: each DELIVERY_ variable, else its default. */
export function deliverySettings(): DeliverySettings {
  return settingsFromKnobs(serverEnv());
}
