/**
 * The delivery tuning knobs: every timing and lane size of the outbox worker, one variable each under the
 * DELIVERY_ prefix, with a default that needs no setting. `min`/`max` bound what the server accepts; `was`
 * is the name the variable had before, refused at start so a renamed setting is never silently ignored.
 */
export interface DeliveryKnob {
  readonly default: number;
  readonly min: number;
  readonly max: number;
  readonly was: string;
}

const DAY_MS = 86_400_000;

export const DELIVERY_KNOBS = {
  /** A claimed message belongs to its server this long; each send is cut off at half of it. */
  DELIVERY_LEASE_MS: { default: 60_000, min: 1_000, max: DAY_MS, was: "OUTBOX_LEASE_MS" },
  /** Sends in flight per server in each channel's lane. */
  DELIVERY_EMAIL_CONCURRENCY: { default: 4, min: 1, max: 64, was: "OUTBOX_EMAIL_CONCURRENCY" },
  DELIVERY_SMS_CONCURRENCY: { default: 4, min: 1, max: 64, was: "OUTBOX_SMS_CONCURRENCY" },
  DELIVERY_WEBHOOK_CONCURRENCY: { default: 2, min: 1, max: 64, was: "OUTBOX_WEBHOOK_CONCURRENCY" },
  /** How often each lane looks for retries and other servers' leftovers. */
  DELIVERY_POLL_MS: { default: 10_000, min: 50, max: DAY_MS, was: "OUTBOX_POLL_MS" },
  /** Attempts before a message is dead. */
  DELIVERY_MAX_ATTEMPTS: { default: 5, min: 1, max: 100, was: "OUTBOX_MAX_ATTEMPTS" },
  /** Exponential backoff with jitter, from the base up to the cap. */
  DELIVERY_RETRY_BASE_MS: { default: 30_000, min: 10, max: DAY_MS, was: "OUTBOX_RETRY_BASE_MS" },
  DELIVERY_RETRY_MAX_MS: { default: 3_600_000, min: 10, max: DAY_MS, was: "OUTBOX_RETRY_MAX_MS" },
  /** On SIGTERM/SIGINT, in-flight sends get this long before their claims go back. */
  DELIVERY_SHUTDOWN_GRACE_MS: { default: 25_000, min: 100, max: DAY_MS, was: "OUTBOX_SHUTDOWN_GRACE_MS" },
  /** Provider timeouts, each held inside the per-send cut-off. */
  DELIVERY_SMTP_CONNECT_TIMEOUT_MS: { default: 5_000, min: 100, max: DAY_MS, was: "SMTP_CONNECT_TIMEOUT_MS" },
  DELIVERY_SMTP_GREETING_TIMEOUT_MS: { default: 5_000, min: 100, max: DAY_MS, was: "SMTP_GREETING_TIMEOUT_MS" },
  DELIVERY_SMTP_SOCKET_TIMEOUT_MS: { default: 15_000, min: 100, max: DAY_MS, was: "SMTP_SOCKET_TIMEOUT_MS" },
  DELIVERY_TWILIO_TIMEOUT_MS: { default: 10_000, min: 100, max: DAY_MS, was: "TWILIO_TIMEOUT_MS" },
  DELIVERY_WEBHOOK_TIMEOUT_MS: { default: 5_000, min: 100, max: DAY_MS, was: "WEBHOOK_TIMEOUT_MS" },
  /** /api/health turns "degraded" past these. */
  DELIVERY_HEALTH_MAX_AGE_MS: { default: 300_000, min: 1_000, max: DAY_MS, was: "HEALTH_OUTBOX_MAX_AGE_MS" },
  DELIVERY_HEALTH_FAILING_MS: { default: 300_000, min: 1_000, max: DAY_MS, was: "HEALTH_CHANNEL_FAILING_MS" },
} as const satisfies Record<`DELIVERY_${string}`, DeliveryKnob>;

export type DeliveryKnobName = keyof typeof DELIVERY_KNOBS;
export type DeliveryKnobValues = Record<DeliveryKnobName, number>;

/** Every knob at its default. */
export const DELIVERY_KNOB_DEFAULTS = Object.fromEntries(
  Object.entries(DELIVERY_KNOBS).map(([name, knob]) => [name, knob.default]),
) as DeliveryKnobValues;

/** A start-up problem for each knob still set under its old name. */
export function renamedKnobProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(DELIVERY_KNOBS)
    .filter(([, knob]) => (env[knob.was] ?? "").trim() !== "")
    .map(([name, knob]) => `${knob.was} is no longer read: set ${name} instead`);
}
