import "server-only";
import { after } from "next/server";
import type { Db } from "@/lib/backend/core/db";
import { serverEnv, twilioConfig } from "@/lib/config/server-env";
import { HUBS, isHubId } from "@/lib/hubs/registry";
import { logger } from "@/lib/logger";
import { drain, type DrainResult } from "./outbox-worker";
import type { Senders } from "./sender";
import { smtpSender } from "./smtp";
import { twilioSender } from "./twilio";
import { webhookSender } from "./webhook";

/** Retries and leftovers are picked up this often by the in-process sweep. */
export const SWEEP_INTERVAL_MS = 10_000;

const store = globalThis as unknown as {
  __outbox?: { db: Db | null; senders: Senders; running: Promise<DrainResult> | null; again: boolean };
};

/**
 * The outbox lives in the database that holds the shared state: Postgres on
 * DATABASE_URL (every server instance drains it), else the embedded PGlite.
 * The drain always runs in this Node server: Edge Functions cannot open SMTP
 * ports.
 */
async function outboxDb(): Promise<Db | null> {
  const { stateDb } = await import("@/lib/backend/state-db");
  return stateDb();
}

/** One adapter per configured channel; a channel without one leaves its messages unsent. */
export function configuredSenders(): Senders {
  const env = serverEnv();
  const senders: Senders = { webhook: webhookSender() };
  if (env.SMTP_URL) senders.email = smtpSender({ url: env.SMTP_URL, from: env.EMAIL_FROM });
  const twilio = twilioConfig();
  if (twilio) {
    senders.sms = twilioSender({
      ...twilio,
      // Only a production server has a public address for Twilio to call back.
      statusCallback: ({ hubId }) =>
        env.NODE_ENV === "production"
          ? `https://${HUBS[hubId && isHubId(hubId) ? hubId : "marque"].domain}/api/webhooks/twilio/status`
          : null,
    });
  }
  return senders;
}

async function state() {
  if (!store.__outbox)
    store.__outbox = { db: await outboxDb(), senders: configuredSenders(), running: null, again: false };
  return store.__outbox;
}

/** The database the outbox and the consent ledger live in, for the webhooks and the admin Retry. */
export async function messagingDb(): Promise<Db | null> {
  return (await state()).db;
}

/** Send what is due now; one drain at a time per process (a call during one runs it again after). */
export async function drainOutbox(): Promise<DrainResult | null> {
  const s = await state();
  if (!s.db) return null;
  const db = s.db;
  if (s.running) {
    s.again = true;
    return s.running;
  }
  s.running = (async () => {
    let result: DrainResult;
    do {
      s.again = false;
      result = await drain({
        db,
        senders: s.senders,
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
      });
    } while (s.again);
    return result;
  })().finally(() => {
    s.running = null;
  });
  return s.running;
}

function drainQuietly(): Promise<unknown> {
  return drainOutbox().catch((error) => logger.error("outbox drain failed", { code: "MESSAGE_SEND_FAILED", error }));
}

/** Hand new messages to the worker once the answer has gone out (the request never waits for a provider). */
export function handOffOutbox(): void {
  try {
    after(drainQuietly);
  } catch {
    // Outside a request (a script, a test): the sweep picks it up.
  }
}

/** Start the periodic sweep (retries, leftovers) once per process; warn once when nothing can send. */
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
  g.__outboxSweep = setInterval(() => void drainQuietly(), SWEEP_INTERVAL_MS);
  g.__outboxSweep.unref();
  void drainQuietly();
}
