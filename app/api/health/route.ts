import { backendMode } from "@/lib/config/server-env";
import { readHealth } from "@/lib/backend/core/health";
import { stateDb } from "@/lib/backend/state-db";
import { handle } from "@/lib/http";
import { logger } from "@/lib/logger";
import { deliverySettings } from "@/lib/messaging/delivery-settings";

export const dynamic = "force-dynamic";

/** A load balancer waits this long for the database before calling the instance unhealthy. */
const DATABASE_TIMEOUT_MS = 3_000;

/**
 * GET /api/health: 200 with the backend mode, the database reachable, the newest migration and the outbox
 * backlog, "degraded" with its reasons when delivery lags or a channel keeps failing (still 200: a provider
 * outage is no reason to pull this instance); 503 when the database does not answer. No secrets, no personal data.
 */
export const GET = handle(async () => {
  const mode = backendMode();
  const settings = deliverySettings();
  try {
    const health = await Promise.race([
      readHealth(stateDb(), new Date(), { maxAgeMs: settings.healthMaxAgeMs, failingMs: settings.healthFailingMs }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("database timeout")), DATABASE_TIMEOUT_MS).unref?.(),
      ),
    ]);
    const { delivery, ...rest } = health;
    return Response.json({
      status: delivery.status,
      ...(delivery.reasons.length > 0 ? { reasons: delivery.reasons } : {}),
      mode,
      database: "reachable",
      ...rest,
    });
  } catch (error) {
    logger.error("health check: database unreachable", { code: "DB_CONNECTION_ERROR", error });
    return Response.json({ status: "unavailable", mode, database: "unreachable" }, { status: 503 });
  }
});
