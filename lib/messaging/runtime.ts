import "server-only";
import { processOutboxQueue } from "@/lib/backend/outbox-queue";
import type { OutboxQueue } from "@/lib/backend/stores/outbox-queue";
import { serverEnv, twilioConfig } from "@/lib/config/server-env";
import { serverNow } from "@/lib/config/test-clock";
import { HUB_IDS, type HubId } from "@/lib/hubs/registry";
import { logger } from "@/lib/log/logger";
import { deliverySettings, type DeliverySettings } from "./delivery-settings";
import { createLanes, type Lanes } from "./lanes";
import type { DrainResult } from "./outbox-worker";
import type { Senders } from "./sender";
import { smtpSender } from "./smtp";
import { twilioSender } from "./twilio";
import { handOffOutbox, setOutboxDrain } from "@/lib/backend/outbox-hand-off";
import { staffSendWindow } from "@/lib/backend/staff-send-window";
import { statusCallbackUrl } from "./twilio-urls";
import { webhookSender } from "./webhook";

interface OutboxState {
  queue: OutboxQueue;
  senders: Senders;
  settings: DeliverySettings;
  lanes: Lanes;
}

const store = globalThis as unknown as { __outbox?: Promise<OutboxState> };

/** One adapter per configured channel; a channel without one leaves its messages unsent. */
export function configuredSenders(settings: DeliverySettings = deliverySettings()): Senders {
  const env = serverEnv();
  const senders: Senders = { webhook: webhookSender(fetch, { timeoutMs: settings.webhookTimeoutMs }) };
  if (env.SMTP_URL)
    senders.email = smtpSender({
      url: env.SMTP_URL,
      from: env.EMAIL_FROM,
      fromByHub: Object.fromEntries(
        HUB_IDS.map((id) => [id, env[`EMAIL_FROM_${id.toUpperCase() as Uppercase<HubId>}`]]),
      ),
      timeouts: settings.smtp,
      maxConnections: settings.concurrency.email,
    });
  const twilio = twilioConfig();
  if (twilio) {
    senders.sms = twilioSender({
      ...twilio,
      timeoutMs: settings.twilioTimeoutMs,
      // Built by the rule that verifies the callback when it comes back.
      statusCallback: ({ hubId }) => statusCallbackUrl(hubId),
    });
  }
  return senders;
}

/** Channels with a provider: their codes are not shown in the admin outbox while still valid. */
export function channelsWithProvider(): { email: boolean; sms: boolean } {
  return { email: Boolean(serverEnv().SMTP_URL), sms: twilioConfig() !== null };
}

/** Made once per process, even when the first callers arrive together (one set of lanes, never two). */
function state(): Promise<OutboxState> {
  store.__outbox ??= createState().catch((error: unknown) => {
    // A database that failed to open is tried again on the next call.
    store.__outbox = undefined;
    throw error;
  });
  return store.__outbox;
}

/**
 * The outbox lives in the process's database (on DATABASE_URL every server instance drains it). The drain
 * always runs in this Node server: Edge Functions cannot open SMTP ports.
 */
async function createState(): Promise<OutboxState> {
  const queue = processOutboxQueue();
  const settings = deliverySettings();
  const senders = configuredSenders(settings);
  const lanes = createLanes({
    queue,
    senders,
    settings,
    sendWindow: staffSendWindow(),
    // The clock the cores read: a held text goes when the server's clock says so, and a message they queue
    // "now" is due now (tests move it).
    now: serverNow,
    onUnsent: (row) => {
      // Development only, and past the logger (which masks codes): the developer reads the code here.
      if (serverEnv().NODE_ENV === "development") {
        console.info(
          `[outbox] unsent: no provider for ${row.channel} to ${row.to}\n${row.subject ? `${row.subject}\n` : ""}${row.body}\n`,
        );
      }
    },
    onError: (row, error) =>
      logger.warn("message send failed", {
        code: "MESSAGE_SEND_FAILED",
        outboxId: row.id,
        channel: row.channel,
        attempt: row.attempts,
        error,
      }),
    onLaneError: (channel, error) =>
      logger.error("outbox lane failed", { code: "MESSAGE_SEND_FAILED", channel, error }),
  });
  return { queue, senders, settings, lanes };
}

/** Send what is due now and wait until nothing is (bounded by a few send deadlines), for a scheduler's call. */
export async function drainOutbox(): Promise<DrainResult | null> {
  const s = await state();
  if (!s.lanes) return null;
  return s.lanes.runUntilIdle(s.settings.sendDeadlineMs * 2);
}

function drainQuietly(): Promise<unknown> {
  return drainOutbox().catch((error) => logger.error("outbox drain failed", { code: "MESSAGE_SEND_FAILED", error }));
}

/** Staff hear once per outage: the admin emails, else the sales inbox. */
async function checkDeliveryAlert(): Promise<void> {
  const s = await state();
  const env = serverEnv();
  const now = serverNow();
  const health = await s.queue.health(now, {
    maxAgeMs: s.settings.healthMaxAgeMs,
    failingMs: s.settings.healthFailingMs,
  });
  const recipients = env.ADMIN_EMAILS.length > 0 ? env.ADMIN_EMAILS : [env.SALES_INBOX];
  if (await s.queue.raiseAlert(now, health, recipients)) {
    logger.error("message delivery degraded; staff alerted", { code: "MESSAGE_SEND_FAILED", reasons: health.reasons });
    s.lanes?.kick();
  }
}

// The backend's writes that queue messages hand them to this drain once their request has answered.
setOutboxDrain(drainQuietly);
// Routes import the hand-off from here, not from the backend, so this registration is in their bundle.
export { handOffOutbox };

/** Start the lanes (polling for retries and leftovers) once per process; warn once when nothing can send. */
export function startOutboxSweep(): void {
  const g = globalThis as unknown as { __outboxSweep?: NodeJS.Timeout };
  if (g.__outboxSweep) return;
  const env = serverEnv();
  if (env.NODE_ENV === "production" && !env.SMTP_URL && !twilioConfig()) {
    logger.warn(
      "no message provider configured: set SMTP_URL (email) and TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID (SMS); messages stay in the outbox",
      { code: "MESSAGE_SEND_FAILED" },
    );
  }
  g.__outboxSweep = setInterval(
    () => {
      void checkDeliveryAlert().catch((error) =>
        logger.error("delivery health check failed", { code: "MESSAGE_SEND_FAILED", error }),
      );
      // The morning follow-up digest rides the same tick (once a minute at most; once a day per staff member).
      void import("@/lib/backend/follow-up-digest-run").then(({ followUpDigestTick }) =>
        followUpDigestTick(drainOutbox),
      );
      // So does the first-response clock (each lead's reminder and escalation once).
      void import("@/lib/backend/response-clock-run").then(({ responseClockTick }) => responseClockTick(drainOutbox));
    },
    // As often as the lanes poll: two small queries.
    deliverySettings().pollMs,
  );
  g.__outboxSweep.unref();
  void state().then(
    (s) => s.lanes?.start(),
    (error) => logger.error("outbox start failed", { code: "MESSAGE_SEND_FAILED", error }),
  );
}

/**
 * Shutting down: stop claiming, let in-flight sends finish within the grace,
 * hand back every claim still held. Resolves once nothing is claimed here.
 */
export async function stopOutbox(): Promise<void> {
  const g = globalThis as unknown as { __outboxSweep?: NodeJS.Timeout };
  if (g.__outboxSweep) clearInterval(g.__outboxSweep);
  const s = await store.__outbox;
  if (!s?.lanes) return;
  const { finished, released } = await s.lanes.stop(s.settings.shutdownGraceMs);
  logger.info("outbox stopped", { finished, released });
}
