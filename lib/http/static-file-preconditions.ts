import { stat } from "node:fs/promises";
import path from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { HUB_ID_ALTERNATION } from "@/lib/hubs/registry";
import { resolveHub } from "@/lib/hubs/resolve";
import { staticFileMethodNotAllowed, staticFileRefusal } from "./static-file-errors";

const PUBLIC_FILE = new RegExp(`^/(?:(${HUB_ID_ALTERNATION})/)?(icon\\.svg|og-image\\.jpg|favicon\\.ico)$`);

/** Where a static file's URL is served from: Next's build assets, or the hub's folder in public/. */
export function staticFilePath(pathname: string, host: string | null, projectDir: string): string | null {
  if (pathname.startsWith("/_next/static/")) {
    const root = path.join(projectDir, ".next/static");
    const file = path.join(root, decodeURIComponent(pathname.slice("/_next/static/".length)));
    return file.startsWith(root + path.sep) ? file : null;
  }
  const match = PUBLIC_FILE.exec(pathname);
  if (!match) return null;
  const hub = match[1] ?? resolveHub(host, null, "production");
  return path.join(projectDir, "public", hub, match[2]);
}

/** Whether a request carries a precondition or range a static file may not meet (only those are looked at). */
function hasStaticPrecondition(headers: Headers): boolean {
  return headers.has("if-match") || headers.has("if-unmodified-since") || headers.has("range");
}

/**
 * What proxy.ts answers for a static file (Next's build assets, public/): a wrong method 405; a GET or HEAD
 * whose precondition or range the file cannot meet 412 or 416, after one stat of the file (Next's file server
 * would answer 500: see staticFileRefusal); anything else goes on to the file server, less an `If-Match: *`
 * the file meets (that server sends no ETag, so it would refuse it). The project folder is where the server
 * runs: `next start`, `npm start` and the standalone server alike.
 */
export async function staticFileAnswer(request: NextRequest, projectDir = process.cwd()): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return staticFileMethodNotAllowed();
  if (!hasStaticPrecondition(request.headers)) return NextResponse.next();
  let file: string | null = null;
  try {
    file = staticFilePath(request.nextUrl.pathname, request.headers.get("host"), projectDir);
  } catch {
    file = null; // a malformed escape: Next answers it
  }
  // Not traced into the build: the files are the build's own assets and public/.
  const found = file ? await stat(/* turbopackIgnore: true */ file).catch(() => null) : null;
  if (!found?.isFile()) return NextResponse.next();
  const refusal = staticFileRefusal(Object.fromEntries(request.headers), found);
  if (refusal) {
    const body = request.method === "HEAD" ? null : JSON.stringify(refusal.body);
    return new Response(body, { status: refusal.status, headers: refusal.headers });
  }
  if (request.headers.get("if-match")?.trim() !== "*") return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.delete("if-match");
  return NextResponse.next({ request: { headers } });
}
