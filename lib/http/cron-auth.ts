import "server-only";
import { Buffer } from "node:buffer";
import { timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/config/server-env";
import { AppError } from "@/lib/errors/app-error";

/**
 * Scheduler calls (Vercel Cron, or any scheduler that can send a header) carry
 * `Authorization: Bearer $CRON_SECRET`; without CRON_SECRET every call is refused.
 */
export function requireCronSecret(request: Request): void {
  const secret = serverEnv().CRON_SECRET;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret ?? ""}`);
  if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("API_UNAUTHORIZED", "A valid bearer token is required.", { status: 401, severity: "MEDIUM" });
  }
}
