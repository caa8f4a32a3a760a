import "server-only";
import { serverEnv } from "@/lib/config/server-env";
import { DEFAULT_HUB, HUB_IDS, HUBS, isHubId, type HubId } from "@/lib/hubs/registry";
import { hostnameOf, parseHost } from "@/lib/hubs/host";
import { resolveHub } from "@/lib/hubs/resolve";
import { isSpellingOf, pathAndQueryOf, TWILIO_REQUEST_TARGET_HEADER } from "./twilio-request-target";

export const TWILIO_INBOUND_PATH = "/api/webhooks/twilio/inbound";
export const TWILIO_STATUS_PATH = "/api/webhooks/twilio/status";

const HUB_DOMAINS: ReadonlySet<string> = new Set(HUB_IDS.flatMap((id) => [HUBS[id].domain, `www.${HUBS[id].domain}`]));

/** PUBLIC_URL_<HUB>, else PUBLIC_URL, without a trailing slash; undefined when neither is set. */
function configuredOrigin(hub: HubId): string | undefined {
  const env = serverEnv();
  const value = env[`PUBLIC_URL_${hub.toUpperCase() as Uppercase<HubId>}`] ?? env.PUBLIC_URL;
  return value?.replace(/\/+$/, "");
}

/**
 * The one rule for where Twilio reaches a hub: PUBLIC_URL_<HUB>, else
 * PUBLIC_URL, else https://<hub domain>. Every URL we give Twilio is built
 * from it and every signature it sends back is checked against it.
 */
export function twilioOrigin(hub: HubId): string {
  return configuredOrigin(hub) ?? `https://${HUBS[hub].domain}`;
}

/** The address we give Twilio for a hub's webhook path (status callbacks; inbound, set in its console). */
export function twilioUrl(hub: string | null, path: string): string {
  return `${twilioOrigin(hub && isHubId(hub) ? hub : DEFAULT_HUB)}${path}`;
}

/**
 * Each text's StatusCallback: a configured origin always; the hub's domain
 * only in production (a development server has no public address).
 */
export function statusCallbackUrl(hub: string | null): string | null {
  const id = hub && isHubId(hub) ? hub : DEFAULT_HUB;
  if (!configuredOrigin(id) && serverEnv().NODE_ENV !== "production") return null;
  return twilioUrl(id, TWILIO_STATUS_PATH);
}

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
 * The path and query exactly as called: the target proxy.ts kept, when it is a spelling of this request's own
 * URL (never another URL), else the request's URL, never re-encoded.
 */
function pathAndQuery(request: Request): string {
  const target = request.headers.get(TWILIO_REQUEST_TARGET_HEADER)?.split("#")[0];
  return target && isSpellingOf(target, request.url) ? target : pathAndQueryOf(request.url);
}

/** The configured origin this Host was given out as, else the configured origin of the hub it resolves to. */
function configuredOriginForHost(host: string): string | undefined {
  const parsed = parseHost(host);
  if (!parsed) return undefined;
  for (const hub of HUB_IDS) {
    const origin = configuredOrigin(hub);
    if (origin && new URL(origin).host === (parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname))
      return origin;
  }
  return configuredOrigin(resolveHub(host, null, "production"));
}

/**
 * The URL Twilio called, which its signature covers, built by the rule that
 * made it (twilioOrigin) with the path and query as received. Never guessed
 * from what the client sent: a configured origin wins; a hub's own domain is
 * always https://<domain>; otherwise the Host and the X-Forwarded-Proto our
 * trusted proxy set, or the URL the server saw.
 */
export function publicUrl(request: Request): string {
  const rest = pathAndQuery(request);
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const configured = configuredOriginForHost(host);
  if (configured) return `${configured}${rest}`;
  const hostname = hostnameOf(host);
  if (hostname && HUB_DOMAINS.has(hostname)) return `https://${hostname}${rest}`;
  const proto =
    trustedForwardedProto(request, serverEnv().TRUSTED_PROXY_HOPS) ?? new URL(request.url).protocol.replace(/:$/, "");
  return `${proto}://${host}${rest}`;
}
