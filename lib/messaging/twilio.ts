import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse, stringify } from "node:querystring";
import { DEFAULT_SETTINGS } from "./delivery-settings";
import { PermanentSendError, type Sender } from "./sender";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or a Messaging Service SID (one of the two). */
  from?: string;
  messagingServiceSid?: string;
  /** Default https://api.twilio.com; tests point it at a local server. */
  apiUrl?: string;
  /** Where Twilio reports delivery, when we know our public address. */
  statusCallback?: (message: { hubId: string | null }) => string | null;
  fetch?: typeof fetch;
  /** The whole HTTP call, well inside the claim lease. */
  timeoutMs?: number;
}

/**
 * Twilio's codes that no retry will change: invalid To (21211), not a mobile
 * number (21614), unsubscribed recipient (21610), a route or region not
 * enabled (21612, 21408), and refused credentials (20003, HTTP 401/403).
 */
export const TWILIO_PERMANENT_CODES = new Set([20003, 21211, 21610, 21612, 21614, 21408]);

/** SMS through Twilio's Messages API with a plain fetch: form-encoded, basic auth with the SID and token. */
export function twilioSender(options: TwilioOptions): Sender {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SETTINGS.twilioTimeoutMs;
  const base = (options.apiUrl ?? "https://api.twilio.com").replace(/\/+$/, "");
  const endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      // A client program's text leaves from its own number (within the Messaging Service when there is one).
      if (options.messagingServiceSid) form.set("MessagingServiceSid", options.messagingServiceSid);
      if (message.from) form.set("From", message.from);
      else if (!options.messagingServiceSid && options.from) form.set("From", options.from);
      const callback = options.statusCallback?.(message);
      if (callback) form.set("StatusCallback", callback);
      const response = await doFetch(endpoint, {
        method: "POST",
        headers: {
          authorization: auth,
          "content-type": "application/x-www-form-urlencoded",
          // A retried send of the same outbox row is the same request to Twilio.
          "i-twilio-idempotency-token": message.id,
        },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        const name = error instanceof Error ? error.name : "";
        throw new Error(
          name === "TimeoutError" ? `Twilio: no answer within ${timeoutMs} ms` : `Twilio: ${String(error)}`,
        );
      });
      const data = (await response.json().catch(() => ({}))) as {
        sid?: string;
        status?: string;
        code?: number;
        message?: string;
      };
      if (response.ok)
        return { providerId: data.sid ?? null, response: `HTTP ${response.status} ${data.status ?? ""}`.trim() };
      const error = `Twilio HTTP ${response.status}${data.code ? ` ${data.code}` : ""}: ${data.message ?? "error"}`;
      // 429 and 5xx may pass; any other 4xx (bad or unsubscribed number, refused credentials) will not.
      if (
        (data.code !== undefined && TWILIO_PERMANENT_CODES.has(data.code)) ||
        (response.status >= 400 && response.status < 500 && response.status !== 429)
      )
        throw new PermanentSendError(error);
      throw new Error(error);
    },
  };
}

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full
 * public URL followed by each POST parameter's name and value, sorted by
 * name; base64. Compared in constant time.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** scheme://, the authority's host part (user info kept) and port (":443" or ""), and the rest, as written. */
function splitAuthority(url: string): { scheme: string; host: string; port: string; rest: string } | null {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i.exec(url);
  if (!match) return null;
  const authority = match[2];
  // An IPv6 literal's colons are not a port.
  const colon = authority.indexOf(":", authority.lastIndexOf("]") + 1);
  return {
    scheme: match[1],
    host: colon === -1 ? authority : authority.slice(0, colon),
    port: colon === -1 ? "" : authority.slice(colon),
    rest: url.slice(match[0].length),
  };
}

function withoutPort(url: string): string {
  const parts = splitAuthority(url);
  return parts ? parts.scheme + parts.host + parts.rest : url;
}

function withDefaultPort(url: string): string {
  const parts = splitAuthority(url);
  if (!parts || parts.port) return url;
  return `${parts.scheme}${parts.host}${parts.scheme.toLowerCase() === "https://" ? ":443" : ":80"}${parts.rest}`;
}

/** The query as Node's legacy querystring writes it back, for URLs signed in that escaped form. */
function legacyQuery(url: string): string {
  const at = url.indexOf("?");
  if (at === -1 || at === url.length - 1) return url;
  return `${url.slice(0, at)}?${stringify(parse(url.slice(at + 1)))}`;
}

/**
 * The URLs a Twilio signature may cover, in the order twilio's own
 * validateRequest tries them: the URL as received without and with its
 * default port (Twilio has signed both), then its WHATWG-normalized form,
 * then that form with a legacy-escaped query.
 */
export function twilioSignedUrlCandidates(url: string): string[] {
  const candidates = [withoutPort(url), withDefaultPort(url)];
  let normalized: string | null = null;
  try {
    normalized = new URL(url).toString();
  } catch {
    // Not a URL: only the received form can match.
  }
  if (normalized) {
    const bare = withoutPort(normalized);
    const ported = withDefaultPort(normalized);
    candidates.push(bare, ported, legacyQuery(bare), legacyQuery(ported));
  }
  return [...new Set(candidates)];
}

function sameSignature(expected: string, actual: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** X-Twilio-Signature checked against every URL form Twilio may have signed; constant-time per comparison. */
export function validTwilioSignature(
  authToken: string,
  signature: string | null,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  return twilioSignedUrlCandidates(url).some((candidate) =>
    sameSignature(twilioSignature(authToken, candidate, params), signature),
  );
}
