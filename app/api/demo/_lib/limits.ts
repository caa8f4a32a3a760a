import "server-only";
import { AppError, type ErrorCode } from "@/lib/errors";
import { limit, type LimitRule } from "@/lib/http";

/** Per-client budgets for the demo (issue 8): generous for a person, tight for a script. */
export const DEMO_LIMITS = {
  codePerIp: { max: 5, windowMs: 10 * 60_000 },
  codePerPhone: { max: 3, windowMs: 10 * 60_000 },
  verifyPerIp: { max: 20, windowMs: 10 * 60_000 },
  leadPerSession: { max: 5, windowMs: 10 * 60_000 },
  messagePerSession: { max: 5, windowMs: 10 * 60_000 },
  chatPerSession: { max: 30, windowMs: 5 * 60_000 },
  chatPerIp: { max: 60, windowMs: 5 * 60_000 },
} as const satisfies Record<string, LimitRule>;

/** 429 with Retry-After; SMS-sending routes answer SMS_RATE_LIMITED. */
export function enforce(key: string, rule: LimitRule, code: ErrorCode = "API_RATE_LIMITED"): void {
  const result = limit(key, rule);
  if (!result.ok) {
    throw new AppError(code, "Too many requests. Please wait a moment and try again.", {
      status: 429,
      severity: "LOW",
      retryAfter: result.retryAfterSeconds,
    });
  }
}
