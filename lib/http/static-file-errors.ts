import { AppError, errorBody } from "@/lib/errors/app-error";

/** The methods a static file answers. */
export const STATIC_FILE_METHODS = "GET, HEAD";

/**
 * Files served as they are: Next's build assets and the files in public/ (per hub, reached as `/icon.svg` on
 * the hub's host or as `/<hub>/icon.svg`). Kept in step with proxy.ts's matcher by a unit test.
 */
export const STATIC_FILE =
  /^\/(?:_next\/static\/.+|(?:(?:marque|percytech|percymd|percytext)\/)?(?:icon\.svg|og-image\.jpg|favicon\.ico))$/;

export function isStaticFile(pathname: string): boolean {
  return STATIC_FILE.test(pathname);
}

/**
 * Any method but GET or HEAD on a static file: 405 with `Allow`, in the one JSON error shape. Next's own file
 * server sets 405 and then renders a Pages-Router error page an App-Router-only site does not have, so without
 * this the answer is a 500 (vercel/next.js#92141).
 */
export function staticFileMethodNotAllowed(): Response {
  return Response.json(staticFileMethodNotAllowedBody(), {
    status: 405,
    headers: { allow: STATIC_FILE_METHODS, "cache-control": "no-store" },
  });
}

/** The JSON error body of that answer. */
export function staticFileMethodNotAllowedBody() {
  return errorBody(new AppError("API_BAD_REQUEST", "Static files answer GET and HEAD only.", { status: 405 }));
}
