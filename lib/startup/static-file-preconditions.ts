import type http from "node:http";
import { stat } from "node:fs/promises";
import path from "node:path";
import { isStaticFile, staticFileRefusal } from "../http/static-file-errors";
import { HUB_ID_ALTERNATION } from "../hubs/registry";
import { resolveHub } from "../hubs/resolve";

const PUBLIC_FILE = new RegExp(`^/(?:(${HUB_ID_ALTERNATION})/)?(icon\\.svg|og-image\\.jpg|favicon\\.ico)$`);

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

/** Whether a request carries a precondition or range a static file may not meet (only those are looked at). */
export function hasStaticPrecondition(request: http.IncomingMessage): boolean {
  const { headers } = request;
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    Boolean(headers["if-match"] || headers["if-unmodified-since"] || headers.range)
  );
}

/**
 * A GET or HEAD on a static file with a precondition or range it cannot meet answers 412 or 416 here, before
 * Next (whose file server would answer 500: see staticFileRefusal), with one stat of the file. Resolves to
 * whether it answered; otherwise the request goes on to Next.
 */
export async function refuseUnservableStaticRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  projectDir: string,
): Promise<boolean> {
  const { headers } = request;
  const pathname = (request.url ?? "/").split("?")[0];
  let file: string | null = null;
  try {
    file = isStaticFile(pathname) ? staticFilePath(pathname, headers.host, projectDir) : null;
  } catch {
    file = null; // a malformed escape: Next answers it
  }
  if (!file) return false;
  const found = await stat(file).catch(() => null);
  const refusal = found?.isFile() ? staticFileRefusal(headers, found) : null;
  if (!refusal) {
    // `If-Match: *` holds for a file that exists; the file server, which sends no ETag, would refuse it.
    if (found && headers["if-match"]?.trim() === "*") delete headers["if-match"];
    return false;
  }
  response.writeHead(refusal.status, refusal.headers);
  response.end(request.method === "HEAD" ? undefined : JSON.stringify(refusal.body));
  return true;
}
