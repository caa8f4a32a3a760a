import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { AppError, errorBody, isAppError } from "@/lib/errors";
import { requireAdmin } from "./admin-session";

/** Every error answers in the one JSON shape (DESIGN.md), with Retry-After on 429. */
export function errorResponse(error: unknown): NextResponse {
  const appError = isAppError(error)
    ? error
    : new AppError("UNKNOWN_ERROR", "Something went wrong", { cause: error, isOperational: false });
  if (!isAppError(error)) console.error("[admin] unexpected error", error);
  const response = NextResponse.json(errorBody(appError), { status: appError.status });
  if (appError.retryAfter !== undefined) response.headers.set("Retry-After", String(appError.retryAfter));
  response.headers.set("Cache-Control", "no-store");
  return response;
}

type Handler<C> = (request: NextRequest, context: C) => Promise<Response>;

/**
 * An admin route handler: the cookie is checked before anything else runs,
 * and nothing but the cookie grants access (issue 7). Answers are never cached.
 */
export function adminRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      await requireAdmin(request);
      const response = await handler(request, context);
      response.headers.set("Cache-Control", "no-store");
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** The client address for rate limits: Next sets x-forwarded-for from the socket when absent. */
export function clientIp(request: { headers: Headers }): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "unknown";
}

/**
 * A state-changing request must come from this site: a browser always sends
 * Origin on POST/DELETE, so a different origin is refused (CSRF). Requests
 * without Origin (curl, tests) pass; SameSite=Strict covers the cookie side.
 */
export function assertSameOrigin(request: NextRequest): void {
  const origin = request.headers.get("origin");
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError("API_FORBIDDEN", "Cross-site request refused", { status: 403 });
  }
  if (originHost !== request.headers.get("host")) {
    throw new AppError("API_FORBIDDEN", "Cross-site request refused", { status: 403 });
  }
}
