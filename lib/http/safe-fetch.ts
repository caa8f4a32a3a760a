import "server-only";
import { lookup as systemLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { canonicalAddress, isLoopback, refusedAddress, type Resolved } from "./public-address";

/**
 * An HTML page fetched for a visitor, treating the address as hostile: http or https on the standard port, a
 * name resolved once and every address checked (any private one refuses the whole name), the connection made
 * to that checked address alone, every redirect checked the same way, and small limits on time and size. No
 * cookie is sent or kept and nothing on the page runs. Node's fetch is not used: it follows redirects and
 * resolves names again by itself.
 */

export const SAFE_FETCH_LIMITS = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 } as const;

export type FetchRefusal = "url" | "address" | "redirects" | "timeout" | "size" | "type" | "status" | "network";

export class SafeFetchError extends Error {
  constructor(
    readonly reason: FetchRefusal,
    message: string,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export interface SafeFetchOptions {
  /** Tests only: loopback ports a local fixture server listens on (never set by a production start). */
  loopbackPorts?: readonly number[];
  /** The name lookup; the system's by default. */
  resolve?: (host: string) => Promise<Resolved[]>;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
}

const STANDARD_PORT = { "http:": 80, "https:": 443 } as const;
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function systemResolve(host: string): Promise<Resolved[]> {
  const found = await systemLookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** The checked target of one hop: its URL and the one address to connect to. */
interface Target {
  url: URL;
  address: Resolved;
}

/** Parse and check an address before anything is resolved. */
export function parsePublicUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("url", "That is not a web address (it should start with https://).");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new SafeFetchError("url", "Only http:// and https:// addresses can be checked.");
  if (url.username || url.password)
    throw new SafeFetchError("url", "Addresses with a user name or password cannot be checked.");
  return url;
}

async function checkTarget(url: URL, options: SafeFetchOptions): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const literal = canonicalAddress(host);
  let addresses: Resolved[];
  if (literal) addresses = [literal];
  // Names under .localhost are loopback by definition (RFC 6761), whatever a resolver says.
  else if (host === "localhost" || host.endsWith(".localhost")) addresses = [{ address: "127.0.0.1", family: 4 }];
  else {
    try {
      addresses = (await (options.resolve ?? systemResolve)(host)).map((a) => canonicalAddress(a.address) ?? a);
    } catch {
      throw new SafeFetchError("address", `We could not find ${host}: check the address.`);
    }
    if (addresses.length === 0) throw new SafeFetchError("address", `We could not find ${host}: check the address.`);
  }
  const port = url.port ? Number(url.port) : STANDARD_PORT[url.protocol as keyof typeof STANDARD_PORT];
  const fixture = (a: Resolved) => isLoopback(a.address) && (options.loopbackPorts ?? []).includes(port);
  for (const a of addresses) {
    if (fixture(a)) continue;
    const why = refusedAddress(a.address);
    if (why) throw new SafeFetchError("address", `${host} points to ${why}: only public pages can be checked.`);
  }
  if (port !== STANDARD_PORT[url.protocol as keyof typeof STANDARD_PORT] && !addresses.every(fixture))
    throw new SafeFetchError("url", "Only pages on the standard ports (80 for http, 443 for https) can be checked.");
  return { url, address: addresses[0] };
}

/** A lookup that answers the checked address whatever the name: no second resolution can point elsewhere. */
function pinned(address: Resolved): LookupFunction {
  return ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  }) as LookupFunction;
}

function request(target: Target, signal: AbortSignal): Promise<http.IncomingMessage> {
  const { url, address } = target;
  const client = url.protocol === "https:" ? https : http;
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        host: hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        agent: false,
        lookup: pinned(address),
        // A certificate is checked against the name, never the address.
        servername: canonicalAddress(hostname) ? undefined : hostname,
        signal,
        headers: {
          accept: "text/html,application/xhtml+xml;q=0.9",
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "Mozilla/5.0 (compatible; OptInCheck/1.0; reads one page and its policies)",
        },
      },
      resolve,
    );
    req.on("error", reject);
    req.end();
  });
}

function decompressed(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers["content-encoding"] ?? "identity").toLowerCase();
  const inflate =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!inflate) return res;
  // pipe() does not pass an error on: a cut connection must end the read too.
  res.on("error", (error) => inflate.destroy(error));
  return res.pipe(inflate);
}

/** Settles with the promise, or rejects as soon as the fetch is aborted (a name lookup cannot be cancelled). */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error("aborted"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The body, at most `maxBytes` once decompressed (a small archive of a huge page is refused too). */
async function readBody(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(res)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  new SafeFetchError("size", `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);

function decode(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const meta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString("latin1"))?.[1];
  try {
    return new TextDecoder(declared ?? meta ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/** Fetch one HTML page under every rule above; a refusal is a SafeFetchError naming its reason. */
export async function safeFetchHtml(raw: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...SAFE_FETCH_LIMITS, ...options };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parsePublicUrl(raw);
    for (let hop = 0; ; hop++) {
      const target = await beforeAbort(checkTarget(url, options), controller.signal);
      const res = await request(target, controller.signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location) {
        res.destroy();
        if (hop >= maxRedirects)
          throw new SafeFetchError("redirects", `The page redirects more than ${maxRedirects} times.`);
        url = parsePublicUrl(new URL(res.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status > 299) {
        res.destroy();
        throw new SafeFetchError("status", `The page answered ${status} ${res.statusMessage ?? ""}`.trim() + ".");
      }
      const type = String(res.headers["content-type"] ?? "");
      if (!HTML_TYPES.has(type.split(";")[0].trim().toLowerCase())) {
        res.destroy();
        throw new SafeFetchError(
          "type",
          `That address is not a web page (it sent ${type.split(";")[0] || "no type"}).`,
        );
      }
      return { url: url.toString(), html: decode(await readBody(res, maxBytes), type) };
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (controller.signal.aborted) throw timedOut(timeoutMs);
    throw new SafeFetchError("network", "We could not connect to that site.");
  } finally {
    clearTimeout(timer);
  }
}

const timedOut = (ms: number) =>
  new SafeFetchError("timeout", `The page did not finish loading within ${Math.round(ms / 1000)} seconds.`);
