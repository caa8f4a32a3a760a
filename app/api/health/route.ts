import { backendMode } from "@/lib/config/server-env";
import { getBackend } from "@/lib/backend";
import { handle } from "@/lib/http";
import { logger } from "@/lib/log/logger";
import { deliverySettings } from "@/lib/messaging/delivery-settings";

export const dynamic = "force-dynamic";

/** A load balancer waits this long for the database before calling the instance unhealthy. */
const DATABASE_TIMEOUT_MS = 3_000;

/**
 * GET /api/health: 200 with the backend mode, the database reachable, the newest migration and the outbox
 * backlog, "degraded" with its reasons when delivery lags or a channel keeps failing (still 200: a provider
 * outage is no reason to pull this instance); 503 when the database does not answer or lacks a migration
 * (recorded by `npm run db:migrate` or `supabase db push`, one ledger). No secrets, no personal data.
 */
export const GET = handle(async () => {
  const mode = backendMode();
  const settings = deliverySettings();
  const thresholds = { maxAgeMs: settings.healthMaxAgeMs, failingMs: settings.healthFailingMs };
  let read;
  try {
    read = await Promise.race([
      // The ledger first: on a database behind the code the health queries may name missing columns.
      Promise.resolve().then(() => getBackend().health.read(new Date(), thresholds)),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("database timeout")), DATABASE_TIMEOUT_MS).unref?.(),
      ),
    ]);
  } catch (error) {
    logger.error("health check: database unreachable", { code: "DB_CONNECTION_ERROR", error });
    return Response.json({ status: "unavailable", mode, database: "unreachable" }, { status: 503 });
  }
  const { applied, pending, health } = read;
  const migration = applied.at(-1) ?? null;
  if (!health) {
    return Response.json({ status: "unavailable", mode, database: "behind", pending, migration }, { status: 503 });
  }
  const { delivery, outbox } = health;
  return Response.json({
    status: delivery.status,
    ...(delivery.reasons.length > 0 ? { reasons: delivery.reasons } : {}),
    mode,
    database: "reachable",
    migration,
    outbox,
  });
});
