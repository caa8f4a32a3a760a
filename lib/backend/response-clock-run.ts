import "server-only";
import { responseClockFromEnv, serverEnv, staffRosterFromEnv } from "@/lib/config/server-env";
import { serverNow } from "@/lib/config/test-clock";
import { HUBS } from "@/lib/hubs/registry";
import { logger } from "@/lib/log/logger";
import { sendResponseReminders } from "./core/response-clock";
import { database } from "./database";

/**
 * The first-response clock's runs on this server: the reminders and
 * escalations now due go to the outbox (each once, whichever server runs
 * it), then the caller's outbox drain sends them. Run from the outbox sweep's
 * tick of a long-running server and from the scheduler's route.
 */

/** How often a long-running server runs the clock; the marks on each lead keep each email to once. */
export const RESPONSE_CLOCK_CHECK_MS = 30_000;

/** Where the emails' links point: PUBLIC_URL, else the default hub's domain. */
function adminOrigin(): string {
  return (serverEnv().PUBLIC_URL ?? `https://${HUBS.marque.domain}`).replace(/\/+$/, "");
}

export async function runResponseClock(
  drain: () => Promise<unknown> = async () => {},
): Promise<{ reminded: number; escalated: number }> {
  const env = serverEnv();
  const run = await sendResponseReminders(
    {
      db: database(),
      now: serverNow,
      salesInbox: env.SALES_INBOX,
      staff: staffRosterFromEnv(),
      responseClock: responseClockFromEnv(),
    },
    adminOrigin(),
  );
  if (run.reminded + run.escalated > 0) {
    logger.info("response reminders queued", run);
    await drain();
  }
  return run;
}

let lastCheck = 0;

/** From the outbox sweep's tick: at most twice a minute per process, never throwing. */
export async function responseClockTick(drain: () => Promise<unknown>, now: number = Date.now()): Promise<void> {
  if (now - lastCheck < RESPONSE_CLOCK_CHECK_MS) return;
  lastCheck = now;
  try {
    await runResponseClock(drain);
  } catch (error) {
    logger.error("response clock failed", { code: "MESSAGE_SEND_FAILED", error });
  }
}
