/**
 * The funnel's client-side JSON calls to its own route handlers. Errors use
 * the project's one shape `{ error: { code, message } }`; a bare
 * `{ error: "text" }` is read too.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string | null; retryAfter: number | null };

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

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: "application/json", ...init.headers } });
  } catch {
    return { ok: false, status: 0, message: null, retryAfter: null };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const retry = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    status: response.status,
    message: errorMessageOf(body),
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
  };
}

export function postJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  return call<T>(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

export function getJson<T>(url: string): Promise<ApiResult<T>> {
  return call<T>(url, { method: "GET" });
}
