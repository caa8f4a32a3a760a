import "server-only";
import { database } from "./database";
import { outboxQueue, type OutboxQueue } from "./stores/outbox-queue";

/**
 * The outbox on the process's database, for this server's delivery lanes (lib/messaging/runtime.ts). The
 * backend's door hands new messages to those lanes, so they take their queue here: through getBackend()
 * the imports would run in a circle.
 */
export function processOutboxQueue(): OutboxQueue {
  return outboxQueue(database());
}
