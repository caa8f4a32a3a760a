import { Buffer } from "node:buffer";
import { timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/config/server-env";
import { AppError } from "@/lib/errors";
import { handle } from "@/lib/http";
import { drainOutbox } from "@/lib/messaging/runtime";

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A scheduler's sweep for hosts without a long-lived process: bearer CRON_SECRET. Vercel Cron calls GET
 * (vercel.json) with `Authorization: Bearer $CRON_SECRET`; other schedulers may POST.
 */
export const dynamic = "force-dynamic";

const drain = handle(async (request) => {
  const secret = serverEnv().CRON_SECRET;
  if (!secret || !authorized(request.headers.get("authorization"), secret)) {
    throw new AppError("API_UNAUTHORIZED", "A valid bearer token is required.", { status: 401, severity: "MEDIUM" });
  }
  const result = await drainOutbox();
  return Response.json(result ?? { sent: 0, failed: 0, dead: 0, unsent: 0 });
});

export const GET = drain;
export const POST = drain;
