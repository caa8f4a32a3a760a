import "server-only";
import { handle } from "@/lib/http";
import { requireAdmin } from "./admin-session";

/**
 * An admin route handler: the cookie is checked before anything else runs,
 * and nothing but the cookie grants access. Errors answer in the
 * one JSON shape (401 without a valid session); handle() keeps answers out of caches.
 */
export function adminRoute<A extends unknown[]>(
  fn: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return handle(async (request: Request, ...rest: A) => {
    await requireAdmin(request);
    return fn(request, ...rest);
  });
}

/** The query string of a plain Request. */
export function searchParams(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}
