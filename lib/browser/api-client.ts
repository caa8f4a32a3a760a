/**
 * The browser's one client for our route handlers: sends JSON, and turns a
 * failed answer in the project's error shape `{ error: { code, message,
 * fields } }` (or a bare `{ error: "text" }`) into an ApiError that carries
 * the status and Retry-After. A network failure is an ApiError with status 0.
 */
import type { ErrorCode } from "@/lib/errors/app-error";

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";
const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

export type ApiErrorCode = ErrorCode | "API_NETWORK_ERROR" | "UNKNOWN_ERROR";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    /** The server's own message, when it sent one. */
    readonly serverMessage: string | null,
    readonly fields: Record<string, string> = {},
    /** Seconds from Retry-After on a 429 or 503, else null. */
    readonly retryAfter: number | null = null,
  ) {
    super(serverMessage ?? (status === 0 ? NETWORK_ERROR_MESSAGE : FALLBACK_MESSAGE));
    this.name = "ApiError";
  }

  /** Worth a Retry button: the network, a rate limit or the server, not the visitor's input. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** The message of an error body: `{ error: { message } }` or `{ error: "text" }`. */
export function errorMessageOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === "string" && error.trim()) return error;
  if (typeof error === "object" && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message.trim()) return message;
  }
  return null;
}

function errorFrom(response: Response, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
  const code =
    typeof error === "object" && typeof error?.code === "string" ? (error.code as ErrorCode) : "UNKNOWN_ERROR";
  const fields =
    typeof error === "object" && typeof error?.fields === "object" && error.fields !== null
      ? (error.fields as Record<string, string>)
      : {};
  const retry = Number(response.headers.get("retry-after"));
  return new ApiError(
    response.status,
    code,
    errorMessageOf(body),
    fields,
    Number.isFinite(retry) && retry > 0 ? retry : null,
  );
}

export interface RequestOptions {
  method?: "GET" | "POST" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  cache?: RequestCache;
  /** For tests: a fetch of their own. */
  fetcher?: typeof fetch;
}

/** Call a route handler; resolves with the 2xx response, else throws ApiError. */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const { method = options.body === undefined ? "GET" : "POST", body, cache, fetcher = fetch } = options;
  let response: Response;
  try {
    response = await fetcher(url, {
      method,
      cache,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "API_NETWORK_ERROR", null);
  }
  if (response.ok) return response;
  throw errorFrom(response, await response.json().catch(() => null));
}

/** Call a route handler and read its JSON answer (null when the body is not JSON). */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T | null> {
  const response = await request(url, options);
  return (await response.json().catch(() => null)) as T | null;
}

/** POST JSON; resolves with the 2xx response, else throws ApiError. */
export const post = (url: string, body: unknown, fetcher?: typeof fetch) =>
  request(url, { method: "POST", body, fetcher });

export const postJson = <T>(url: string, body: unknown, fetcher?: typeof fetch) =>
  requestJson<T>(url, { method: "POST", body, fetcher });

export const getJson = <T>(url: string, fetcher?: typeof fetch) => requestJson<T>(url, { fetcher });

export type Settled<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** A call's outcome as a value, for callers that branch instead of catching. */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}
