import type { ErrorCode } from "@/lib/errors";

/** A failed /api/demo call, carrying the JSON error shape's code, message and fields. */
export class DemoApiError extends Error {
  constructor(
    readonly code: ErrorCode | "API_NETWORK_ERROR",
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "DemoApiError";
  }

  /** Worth a Retry button: the network, a rate limit or the server, not the visitor's input. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

/** POST JSON to /api/demo/<path>; resolves with the response when it is 2xx, else throws DemoApiError. */
export async function postDemo(path: string, body: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api/demo/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DemoApiError("API_NETWORK_ERROR", NETWORK_ERROR_MESSAGE, 0);
  }
  if (response.ok) return response;
  let error: { code?: ErrorCode; message?: string; fields?: Record<string, string> } | undefined;
  try {
    error = ((await response.json()) as { error?: typeof error }).error;
  } catch {
    error = undefined;
  }
  throw new DemoApiError(error?.code ?? "UNKNOWN_ERROR", error?.message ?? "Something went wrong. Please try again.", response.status, error?.fields);
}

/** Field errors from a zod result, first message per field (what the server would answer). */
export function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_");
    out[key] ??= issue.message;
  }
  return out;
}
