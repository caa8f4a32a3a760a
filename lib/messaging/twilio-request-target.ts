/** The request target a Twilio webhook was called with, as the proxy saw it; set only by proxy.ts. */
export const TWILIO_REQUEST_TARGET_HEADER = "x-marque-twilio-target";

const WEBHOOKS = "/api/webhooks/twilio/";

/** The path and query of a URL exactly as written, without its fragment. */
export function pathAndQueryOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return "/";
  const hash = url.indexOf("#", start);
  return hash === -1 ? url.slice(start) : url.slice(start, hash);
}

/**
 * Twilio signs the URL it called, query bytes included, but Next hands route
 * handlers a URL whose query it has re-serialized (`~` → `%7E`, `%20` → `+`),
 * which no longer matches. proxy.ts, which every way of serving the site runs,
 * sees the target as received (`skipProxyUrlNormalize`) and passes it on in a
 * header we own: set on a Twilio webhook, and any copy a client sent dropped
 * on every request, so the header is never theirs.
 */
export function keepTwilioRequestTarget(headers: Headers, url: string): void {
  headers.delete(TWILIO_REQUEST_TARGET_HEADER);
  const target = pathAndQueryOf(url);
  if (target.startsWith(WEBHOOKS)) headers.set(TWILIO_REQUEST_TARGET_HEADER, target);
}

/** A path and query compared by what they mean: the path decoded, the query's decoded pairs in any order. */
function meaning(target: string): string | null {
  try {
    const url = new URL(target, "http://target.invalid");
    const pairs = [...url.searchParams].map(([name, value]) => `${name}=${value}`).sort();
    return JSON.stringify([decodeURIComponent(url.pathname), pairs]);
  } catch {
    return null;
  }
}

/**
 * Whether a kept target is another spelling of the URL the route handler was
 * called at. A target that names anything else is ignored, wherever it came
 * from, so no header can move the URL a signature is checked against.
 */
export function isSpellingOf(target: string, url: string): boolean {
  const kept = meaning(target);
  return target.startsWith("/") && kept !== null && kept === meaning(pathAndQueryOf(url));
}
