import { trace } from "@opentelemetry/api";
import { AppError, errorBody, isAppError } from "@/lib/errors/app-error";
import { databaseUnavailable, isConnectionError } from "@/lib/errors/database-unavailable";
import { logger } from "@/lib/log/logger";
import { PRIVATE_NO_STORE } from "@/lib/security/cache-policy";
import { acceptRequestId, REQUEST_ID_HEADER, withRequestContext } from "@/lib/log/request-context";

/** The one JSON error shape, with Retry-After for rate limits. */
export function jsonError(error: AppError): Response {
  const headers: Record<string, string> = { "cache-control": PRIVATE_NO_STORE };
  if (error.retryAfter !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(error.retryAfter)));
  return Response.json(errorBody(error), { status: error.status, headers });
}

/**
 * Wrap a route handler: AppError → its JSON answer; a database that cannot
 * be reached → the site's 503 ("nothing was sent"); anything unexpected →
 * logged with its stack, then a plain 500 API_SERVER_ERROR with no stack
 * text. Log lines written meanwhile carry the request id (from proxy.ts) and
 * route. API answers are never cached unless the handler says otherwise.
 */
export function handle<A extends unknown[]>(
  fn: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return (request, ...rest) => {
    const requestId = acceptRequestId(request.headers.get(REQUEST_ID_HEADER));
    // The trace (when tracing is on) carries the same id as the log lines.
    if (requestId) trace.getActiveSpan()?.setAttribute("http.request.header.x_request_id", requestId);
    return withRequestContext({ requestId, route: safePath(request) }, () => run(fn, request, rest));
  };
}

async function run<A extends unknown[]>(
  fn: (request: Request, ...rest: A) => Promise<Response>,
  request: Request,
  rest: A,
): Promise<Response> {
  try {
    return noStore(await fn(request, ...rest));
  } catch (caught) {
    const error = !isAppError(caught) && isConnectionError(caught) ? databaseUnavailable(caught) : caught;
    if (isAppError(error)) {
      if (error.status >= 500)
        logger.error(error.message, { code: error.code, path: safePath(request), context: error.context });
      return jsonError(error);
    }
    logger.error("Unhandled error in route handler", { code: "API_SERVER_ERROR", path: safePath(request), error });
    return jsonError(
      new AppError("API_SERVER_ERROR", "Something went wrong on our side. Please try again.", {
        status: 500,
        severity: "HIGH",
      }),
    );
  }
}

function noStore(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("cache-control", PRIVATE_NO_STORE);
    return response;
  } catch {
    // Redirects and fetched responses have immutable headers: copy them.
    const copy = new Response(response.body, response);
    copy.headers.set("cache-control", PRIVATE_NO_STORE);
    return copy;
  }
}

function safePath(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "?";
  }
}
