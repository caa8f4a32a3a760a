import { handle } from "@/lib/http";
import { requireCronSecret } from "@/lib/http/cron-auth";
import { drainOutbox } from "@/lib/messaging/runtime";

/**
 * A scheduler's sweep for hosts without a long-lived process: bearer CRON_SECRET. Vercel Cron calls GET
 * (vercel.json) with `Authorization: Bearer $CRON_SECRET`; other schedulers may POST.
 */
export const dynamic = "force-dynamic";

const drain = handle(async (request) => {
  requireCronSecret(request);
  const result = await drainOutbox();
  return Response.json(result ?? { sent: 0, failed: 0, dead: 0, unsent: 0 });
});

export const GET = drain;
export const POST = drain;
