import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { serverEnv } from "@/lib/config/server-env";
import { HUB_IDS, HUBS } from "@/lib/hubs/registry";
import { hostnameOf } from "@/lib/hubs/host";
import { validTwilioSignature } from "./twilio";

const MAX_FORM_BYTES = 64 * 1024;

const HUB_DOMAINS: ReadonlySet<string> = new Set(HUB_IDS.flatMap((id) => [HUBS[id].domain, `www.${HUBS[id].domain}`]));

/**
 * The value our outermost trusted proxy set: nginx overwrites the header
 * (`proxy_set_header X-Forwarded-Proto $scheme`), a proxy chain may append,
 * so the entry TRUSTED_PROXY_HOPS places from the right is ours.
 */
function trustedForwardedProto(request: Request, hops: number): "http" | "https" | null {
  const entries = (request.headers.get("x-forwarded-proto") ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const value = entries[Math.max(0, entries.length - hops)];
  return value === "http" || value === "https" ? value : null;
}

/**
 * The URL Twilio called, which its signature covers. Never guessed from what
 * the client sent: PUBLIC_URL when set; a hub's own domain is always
 * https://<domain> (every public host is HTTPS-only); otherwise the Host and
 * the X-Forwarded-Proto our trusted proxy set, or the URL the server saw.
 */
export function publicUrl(request: Request): string {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const env = serverEnv();
  if (env.PUBLIC_URL) return `${env.PUBLIC_URL.replace(/\/+$/, "")}${path}`;
  const host = request.headers.get("host") ?? url.host;
  const hostname = hostnameOf(host);
  if (hostname && HUB_DOMAINS.has(hostname)) return `https://${hostname}${path}`;
  const proto = trustedForwardedProto(request, env.TRUSTED_PROXY_HOPS) ?? url.protocol.replace(/:$/, "");
  return `${proto}://${host}${path}`;
}

function forbidden(): AppError {
  return new AppError("API_FORBIDDEN", "Invalid Twilio signature.", { status: 403, severity: "MEDIUM" });
}

function tooLarge(): AppError {
  return new AppError("API_BAD_REQUEST", "Request body is too large.", { status: 413, severity: "LOW" });
}

/** The body as text, refused (413) as soon as it passes `max` bytes: never buffered whole first. */
export async function readCappedText(request: Request, max = MAX_FORM_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Read a Twilio webhook's form body and refuse it (403) unless X-Twilio-Signature matches TWILIO_AUTH_TOKEN. */
export async function readSignedTwilioForm(request: Request): Promise<Record<string, string>> {
  const token = serverEnv().TWILIO_AUTH_TOKEN;
  if (!token) throw forbidden();
  const text = await readCappedText(request);
  const params = Object.fromEntries(new URLSearchParams(text));
  if (!validTwilioSignature(token, request.headers.get("x-twilio-signature"), publicUrl(request), params))
    throw forbidden();
  return params;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** A TwiML answer: one reply message, or none. */
export function twiml(reply: string | null): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeXml(reply)}</Message>` : ""}</Response>`;
  return new Response(body, { headers: { "content-type": "text/xml; charset=utf-8" } });
}
