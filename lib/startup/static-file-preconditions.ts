import { stat } from "node:fs/promises";
import path from "node:path";
import { isStaticFile, staticFileRefusal } from "@/lib/http/static-file-errors";
import { resolveHub } from "@/lib/hubs/resolve";
import { guardRequests } from "./request-guards";

const PUBLIC_FILE = /^\/(?:(marque|percytech|percymd|percytext)\/)?(icon\.svg|og-image\.jpg|favicon\.ico)$/;

/** Where a static file's URL is served from: Next's build assets, or the hub's folder in public/. */
export function staticFilePath(pathname: string, host: string | undefined, projectDir: string): string | null {
  if (pathname.startsWith("/_next/static/")) {
    const file = path.join(projectDir, ".next/static", decodeURIComponent(pathname.slice("/_next/static/".length)));
    return file.startsWith(path.join(projectDir, ".next/static") + path.sep) ? file : null;
  }
  const match = PUBLIC_FILE.exec(pathname);
  if (!match) return null;
  const hub = match[1] ?? resolveHub(host, null, "production");
  return path.join(projectDir, "public", hub, match[2]);
}

/**
 * A GET or HEAD on a static file with a precondition or range it cannot meet answers 412 or 416 here,
 * before Next (whose file server would answer 500: see staticFileRefusal). Only requests that carry
 * `If-Match`, `If-Unmodified-Since` or `Range` are looked at, with one stat of the file; every other request
 * goes on untouched.
 */
export function refuseUnservableStaticRequests(projectDir = process.cwd()): void {
  guardRequests("static-file-preconditions", (request, response, next) => {
    const { headers } = request;
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      !(headers["if-match"] || headers["if-unmodified-since"] || headers.range)
    ) {
      return next();
    }
    const pathname = (request.url ?? "/").split("?")[0];
    let file: string | null = null;
    try {
      file = isStaticFile(pathname) ? staticFilePath(pathname, headers.host, projectDir) : null;
    } catch {
      file = null; // a malformed escape: Next answers it
    }
    if (!file) return next();
    stat(file).then((found) => {
      const refusal = found.isFile() ? staticFileRefusal(headers, found) : null;
      if (!refusal) {
        // `If-Match: *` holds for a file that exists; the file server, which sends no ETag, would refuse it.
        if (headers["if-match"]?.trim() === "*") delete headers["if-match"];
        return next();
      }
      response.writeHead(refusal.status, refusal.headers);
      response.end(request.method === "HEAD" ? undefined : JSON.stringify(refusal.body));
    }, next);
  });
}
