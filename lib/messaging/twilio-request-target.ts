import type http from "node:http";
/** The request target a Twilio webhook was called with, as received; set only by the site's server. */
export const TWILIO_REQUEST_TARGET_HEADER = "x-marque-twilio-target";

const WEBHOOKS = "/api/webhooks/twilio/";

/**
 * Twilio signs the URL it called, query bytes included, but Next hands route
 * handlers a URL whose query it has re-serialised (`~` → `%7E`, `%20` → `+`),
 * which no longer matches. Before Next sees a Twilio webhook, its request
 * target as received is put in a header we own; any copy a client sent is
 * dropped on every request, so the header is never theirs.
 */
export function keepTwilioRequestTarget(request: http.IncomingMessage): void {
  delete request.headers[TWILIO_REQUEST_TARGET_HEADER];
  const target = request.url ?? "";
  if (target.startsWith(WEBHOOKS)) request.headers[TWILIO_REQUEST_TARGET_HEADER] = target;
}
