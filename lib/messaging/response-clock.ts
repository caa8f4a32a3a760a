import "server-only";
import { getBackend } from "@/lib/backend";
import { serverEnv } from "@/lib/config/server-env";
import { HUBS } from "@/lib/hubs/registry";
import { logger } from "@/lib/log/logger";

/** How often a long-running server runs the first-response clock; the marks on each lead keep each email to once. */
export const RESPONSE_CLOCK_CHECK_MS = 30_000;

/** Where the reminders' links point: PUBLIC_URL, else the default hub's domain. */
function adminOrigin(): string {
  return (serverEnv().PUBLIC_URL ?? `https://${HUBS.marque.domain}`).replace(/\/+$/, "");
}

/**
 * Send the reminders and escalations now due (the outbox tick of a
 * long-running server, or a scheduler's call), then `drain` the outbox so
 * they go out now.
 */
export async function runResponseClock(
  drain: () => Promise<unknown> = async () => {},
): Promise<{ reminded: number; escalated: number }> {
  const run = await getBackend().admin.remindOverdue(adminOrigin());
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
