import "server-only";
import type { ErrorCode } from "@/lib/errors/app-error";
import { enforceLimit, type LimitName } from "@/lib/http";

/** 429 with Retry-After; SMS-sending routes answer SMS_RATE_LIMITED. */
export function enforce(name: LimitName, key: string, code: ErrorCode = "API_RATE_LIMITED"): Promise<void> {
  return enforceLimit(name, key, "Too many requests. Please wait a moment and try again.", code);
}
