import { serverEnv } from "@/lib/config/server-env";
import { AppError } from "@/lib/errors/app-error";
import { handle } from "@/lib/http";
import { requireCronSecret } from "@/lib/http/cron-auth";
import { runFollowUpDigest } from "@/lib/backend/follow-up-digest-run";
import { drainOutbox } from "@/lib/messaging/runtime";

export const dynamic = "force-dynamic";

/** The time the digest is weighed at: now, or `?now=` with the test hooks on (E2E_TEST_HOOKS). */
function clockOf(request: Request): Date {
  const given = new URL(request.url).searchParams.get("now");
  if (given === null || !serverEnv().E2E_TEST_HOOKS) return new Date();
  const at = new Date(given);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(given) || Number.isNaN(at.getTime()))
    throw new AppError("VALIDATION_INVALID_FORMAT", "now must be an ISO time", { status: 422, severity: "LOW" });
  return at;
}

/**
 * The morning follow-up digest for hosts without a long-lived process:
 * Vercel Cron calls GET hourly (vercel.json) with `Authorization: Bearer
 * $CRON_SECRET`; each staff member is emailed at most once per local day.
 */
const digest = handle(async (request) => {
  requireCronSecret(request);
  const run = await runFollowUpDigest(clockOf(request), drainOutbox);
  return Response.json({ day: run.day, sent: run.sent.length });
});

export const GET = digest;
export const POST = digest;
