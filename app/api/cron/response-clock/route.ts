import { handle } from "@/lib/http";
import { requireCronSecret } from "@/lib/http/cron-auth";
import { runResponseClock } from "@/lib/backend/response-clock-run";
import { drainOutbox } from "@/lib/messaging/runtime";

export const dynamic = "force-dynamic";

/**
 * The first-response clock for hosts without a long-lived process: Vercel
 * Cron calls GET every minute (vercel.json) with `Authorization: Bearer
 * $CRON_SECRET`; each overdue lead's reminder and escalation go once however
 * often (and from however many servers) it is called.
 */
const responseClock = handle(async (request) => {
  requireCronSecret(request);
  return Response.json(await runResponseClock(drainOutbox));
});

export const GET = responseClock;
export const POST = responseClock;
