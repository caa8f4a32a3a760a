import { AppError, errorBody } from "@/lib/errors/app-error";
import { HUB_ID_ALTERNATION } from "@/lib/hubs/registry";

/** The methods a static file answers. */
export const STATIC_FILE_METHODS = "GET, HEAD";

/**
 * Files served as they are: Next's build assets and the files in public/ (per hub, reached as `/icon.svg` on
 * the hub's host or as `/<hub>/icon.svg`). Kept in step with proxy.ts's matcher by a unit test.
 */
export const STATIC_FILE = new RegExp(
  `^/(?:_next/static/.+|(?:(?:${HUB_ID_ALTERNATION})/)?(?:icon\\.svg|og-image\\.jpg|favicon\\.ico))$`,
);

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

/** What a static file's answer would say about the file: its size and Last-Modified (whole seconds). */
export interface StaticFileStat {
  size: number;
  mtimeMs: number;
}

/** The answer to a precondition or range a static file cannot meet, or null when the request can be served. */
export interface StaticFileRefusal {
  status: 412 | 416;
  headers: Record<string, string>;
  body: ReturnType<typeof errorBody>;
}

/**
 * A GET or HEAD on a static file whose precondition fails or whose range lies past the file's end. Next's file
 * server sets 412 or 416 and then renders a Pages-Router error page an App-Router-only site does not have, so
 * these are answered before it, by the file server's own rules: `If-Match` fails unless it is `*` (static files
 * carry no ETag); `If-Unmodified-Since` fails when the file changed after that date; a `bytes=` range with no
 * part inside the file gets 416 with `Content-Range: bytes *\/<size>`, unless an `If-Range` is stale (then the
 * whole file is sent).
 */
export function staticFileRefusal(
  headers: Record<string, string | string[] | undefined>,
  file: StaticFileStat,
): StaticFileRefusal | null {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const lastModified = Math.floor(file.mtimeMs / 1000) * 1000;
  const ifMatch = one("if-match");
  const unmodifiedSince = Date.parse(one("if-unmodified-since") ?? "");
  if ((ifMatch !== undefined && ifMatch.trim() !== "*") || lastModified > unmodifiedSince) {
    return refusal(412, "The file does not meet the request's precondition.", {});
  }
  const range = one("range");
  const ifRange = one("if-range");
  const rangeFresh = !ifRange || (!ifRange.includes('"') && lastModified <= Date.parse(ifRange));
  if (range && /^ *bytes=/.test(range) && rangeFresh && !servableRange(range, file.size)) {
    return refusal(416, "The requested range lies outside the file.", { "content-range": `bytes */${file.size}` });
  }
  return null;
}

function refusal(status: 412 | 416, message: string, extra: Record<string, string>): StaticFileRefusal {
  return {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", ...extra },
    body: errorBody(new AppError("API_BAD_REQUEST", message, { status })),
  };
}

/** Whether any part of a `bytes=` range can be served from a file of `size` bytes, read as the file server reads it. */
function servableRange(range: string, size: number): boolean {
  return range
    .slice(range.indexOf("=") + 1)
    .split(",")
    .some((part) => {
      const [first, second] = part.split("-");
      let start = parseInt(first, 10);
      let end = parseInt(second, 10);
      if (Number.isNaN(start)) {
        // A suffix, the last N bytes.
        start = size - end;
        end = size - 1;
      } else if (Number.isNaN(end)) end = size - 1;
      end = Math.min(end, size - 1);
      return !Number.isNaN(start) && !Number.isNaN(end) && start <= end && start >= 0;
    });
}
