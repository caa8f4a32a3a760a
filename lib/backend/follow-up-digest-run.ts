import "server-only";
import { serverEnv } from "@/lib/config/server-env";
import { HUBS } from "@/lib/hubs/registry";
import { logger } from "@/lib/log/logger";
import { sendFollowUpDigests, type DigestRun } from "./core/follow-up.ts";
import { database } from "./database";

/** How often a long-running server weighs the digests: the database row keeps it to once a day. */
export const DIGEST_CHECK_MS = 60_000;

/** Where the digest's links point: PUBLIC_URL, else the default hub's domain. */
function adminOrigin(): string {
  return (serverEnv().PUBLIC_URL ?? `https://${HUBS.marque.domain}`).replace(/\/+$/, "");
}

/**
 * Weigh today's follow-up digests at `now` (the outbox tick of a long-running
 * server, or a scheduler's call), hand any new message to the outbox and
 * `drain` it (the caller's outbox drain) so it goes out now.
 */
export async function runFollowUpDigest(
  now: Date = new Date(),
  drain: () => Promise<unknown> = async () => {},
): Promise<DigestRun> {
  const env = serverEnv();
  const db = database();
  if (env.ADMIN_EMAILS.length === 0) return { day: null, sent: [] };
  // Queued on the real clock, so the worker sends it now even when a test clock weighs another day.
  const run = await sendFollowUpDigests(db, {
    staff: env.ADMIN_EMAILS,
    timeZone: env.TZ,
    origin: adminOrigin(),
    now,
    sendAt: new Date(),
  });
  if (run.sent.length > 0) {
    logger.info("follow-up digests queued", { day: run.day, count: run.sent.length });
    await drain();
  }
  return run;
}

let lastCheck = 0;

/** From the outbox sweep's tick: at most once a minute per process, never throwing. */
export async function followUpDigestTick(drain: () => Promise<unknown>, now: Date = new Date()): Promise<void> {
  if (now.getTime() - lastCheck < DIGEST_CHECK_MS) return;
  lastCheck = now.getTime();
  try {
    await runFollowUpDigest(now, drain);
  } catch (error) {
    logger.error("follow-up digest failed", { code: "MESSAGE_SEND_FAILED", error });
  }
}
